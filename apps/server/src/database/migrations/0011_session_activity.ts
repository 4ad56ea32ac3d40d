import { statements } from "./statements.ts"

/**
 * Sessions end after a stretch without use as well as at their absolute expiry (docs/adr/0016).
 * Existing sessions count as last used when they began, and none outlives the new 12-hour lifetime.
 */
export default statements(
  `ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz`,
  `UPDATE sessions SET last_seen_at = created_at,
    expires_at = LEAST(expires_at, created_at + interval '12 hours')`,
  `ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL`,
  `ALTER TABLE sessions ALTER COLUMN last_seen_at SET DEFAULT now()`,
  `CREATE INDEX sessions_user_address ON sessions (user_num, ip_address, created_at)`,
)
