import { statements } from "./statements.ts"

/**
 * Vote rewards (docs/votes.md). `toplists` is what administrators keep: each site, its protocol,
 * how its postbacks are known to be its own (a secret, or the addresses they come from), its
 * cooldown and Milleage reward. `votes` keeps every postback: counted (rewarded once, or recorded
 * without a reward) or refused with why, so staff see both. A counted vote's reward is a ledger row
 * (and with the game link an intent) that names it.
 */
export default statements(
  `CREATE TABLE toplists (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name varchar(60) NOT NULL,
    kind varchar(14) NOT NULL CHECK (kind IN ('gtop100', 'topg', 'xtremetop100', 'top100arena')),
    vote_address varchar(500) NOT NULL,
    secret varchar(200) NOT NULL DEFAULT '',
    addresses text NOT NULL DEFAULT '',
    cooldown_hours integer NOT NULL CHECK (cooldown_hours BETWEEN 1 AND 168),
    reward numeric(12, 2) NOT NULL DEFAULT 0 CHECK (reward >= 0),
    rewards_on boolean NOT NULL DEFAULT true,
    enabled boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE votes (
    id uuid PRIMARY KEY,
    toplist_id integer NOT NULL REFERENCES toplists ON DELETE CASCADE,
    user_num integer REFERENCES users ON DELETE SET NULL,
    player varchar(60) NOT NULL,
    voter_address varchar(45),
    source_address varchar(45) NOT NULL,
    state varchar(8) NOT NULL CHECK (state IN ('counted', 'refused')),
    reward numeric(12, 2) NOT NULL DEFAULT 0 CHECK (reward >= 0),
    reason varchar(20),
    body jsonb NOT NULL,
    received_at timestamptz NOT NULL
  )`,
  // The cooldowns: the newest counted vote of an account, and of a voter's address, on a site.
  `CREATE INDEX votes_account ON votes (toplist_id, user_num, received_at DESC) WHERE state = 'counted'`,
  `CREATE INDEX votes_voter ON votes (toplist_id, voter_address, received_at DESC)
    WHERE state = 'counted' AND voter_address IS NOT NULL`,
  `CREATE INDEX votes_received ON votes (received_at DESC)`,
  `ALTER TABLE balance_ledger ADD COLUMN vote_id uuid REFERENCES votes`,
  `ALTER TABLE balance_ledger DROP CONSTRAINT balance_ledger_reason_check`,
  `ALTER TABLE balance_ledger ADD CONSTRAINT balance_ledger_reason_check
    CHECK (reason IN ('grant', 'coupon', 'purchase', 'refund', 'adjustment', 'game_sync', 'payment', 'service', 'vote'))`,
  `ALTER TABLE game_operations ADD COLUMN vote_id uuid REFERENCES votes`,
)
