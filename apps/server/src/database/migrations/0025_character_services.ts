import { statements } from "./statements.ts"

/**
 * Character services (docs/character-services.md). `character_services` is what staff offer: each
 * service switched on, priced in one balance or free, and its cooldown; every service starts off.
 * `character_service_uses` is each use: the character, what the change writes (`target`), what was
 * charged, and where it stands; cooldowns are read from the uses that were done. A use's charge and
 * refund are game link intents (`game_operations.service_use_id`) and ledger rows that name the use.
 */
export default statements(
  `CREATE TABLE character_services (
    service varchar(14) PRIMARY KEY
      CHECK (service IN ('resetStats', 'changeSchool', 'unstuck', 'rename', 'accountFix')),
    enabled boolean NOT NULL DEFAULT false,
    currency varchar(8) NOT NULL DEFAULT 'free' CHECK (currency IN ('free', 'rcoin', 'milleage')),
    price numeric(12, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
    cooldown_hours integer NOT NULL DEFAULT 24 CHECK (cooldown_hours BETWEEN 0 AND 8784),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((currency = 'free') = (price = 0))
  )`,
  `INSERT INTO character_services (service) VALUES
    ('resetStats'), ('changeSchool'), ('unstuck'), ('rename'), ('accountFix')`,
  `CREATE TABLE character_service_uses (
    id uuid PRIMARY KEY,
    user_num integer NOT NULL REFERENCES users ON DELETE CASCADE,
    service varchar(14) NOT NULL REFERENCES character_services,
    cha_num integer,
    cha_name varchar(33),
    target jsonb NOT NULL DEFAULT '{}',
    detail varchar(200) NOT NULL DEFAULT '',
    currency varchar(8) NOT NULL CHECK (currency IN ('free', 'rcoin', 'milleage')),
    price numeric(12, 2) NOT NULL CHECK (price >= 0),
    state varchar(10) NOT NULL
      CHECK (state IN ('working', 'done', 'refunding', 'refunded', 'failed', 'checking')),
    reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  )`,
  `CREATE INDEX character_service_uses_user ON character_service_uses (user_num, created_at DESC)`,
  // Cooldowns: the newest use of a service on a character (account fix has none) that changed the game.
  `CREATE INDEX character_service_uses_cooldown ON character_service_uses (user_num, service, cha_num, created_at DESC)
    WHERE state = 'done'`,
  `ALTER TABLE game_operations ADD COLUMN service_use_id uuid REFERENCES character_service_uses`,
  `ALTER TABLE game_operations DROP CONSTRAINT game_operations_kind_check`,
  `ALTER TABLE game_operations ADD CONSTRAINT game_operations_kind_check
    CHECK (kind IN ('purchase', 'refund', 'credit', 'service'))`,
  // 'undone': a service charged whose change the game refused; its refund is an intent of its own.
  `ALTER TABLE game_operations DROP CONSTRAINT game_operations_state_check`,
  `ALTER TABLE game_operations ADD CONSTRAINT game_operations_state_check
    CHECK (state IN ('pending', 'reserving', 'charging', 'charged', 'done', 'refused', 'abandoned',
                     'needs_operator', 'undone'))`,
  `ALTER TABLE balance_ledger ADD COLUMN service_use_id uuid REFERENCES character_service_uses`,
  `ALTER TABLE balance_ledger DROP CONSTRAINT balance_ledger_reason_check`,
  `ALTER TABLE balance_ledger ADD CONSTRAINT balance_ledger_reason_check
    CHECK (reason IN ('grant', 'coupon', 'purchase', 'refund', 'adjustment', 'game_sync', 'payment', 'service'))`,
)
