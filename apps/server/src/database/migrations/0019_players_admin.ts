import { statements } from "./statements.ts"

/**
 * What administrators do to players in the staff console (ADR 0025): a login block with the reason
 * staff gave, and the queue of IP whitelist requests waiting for a decision, read oldest first.
 */
export default statements(
  `ALTER TABLE users ADD COLUMN login_blocked_at timestamptz`,
  `ALTER TABLE users ADD COLUMN blocked_reason varchar(200)`,
  // A block always says why, so staff reading the account later know what happened.
  `ALTER TABLE users ADD CONSTRAINT users_block_has_reason
    CHECK (login_blocked_at IS NULL OR blocked_reason IS NOT NULL)`,
  `CREATE INDEX ip_whitelist_queue ON ip_whitelist_requests (requested_at, id) WHERE status = 'pending'`,
  `CREATE INDEX balance_ledger_user_newest ON balance_ledger (user_num, created_at DESC, id DESC)`,
)
