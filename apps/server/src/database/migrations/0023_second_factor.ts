import { statements } from "./statements.ts"

/**
 * Two-step sign-in (ADR 0016, "Second factor"): an account's authenticator secret, which counts
 * once a first code confirmed it; its recovery codes, kept as hashes and each used once; and the
 * pending second steps of logins whose password was right, each bound to its account and short-lived.
 * `last_used_step` is the newest 30-second step a code was accepted for, so a code is never taken twice.
 */
export default statements(
  `CREATE TABLE second_factors (
    user_num integer PRIMARY KEY REFERENCES users (user_num) ON DELETE CASCADE,
    secret varchar(64) NOT NULL,
    confirmed_at timestamptz,
    last_used_step bigint,
    created_at timestamptz NOT NULL
  )`,
  `CREATE TABLE second_factor_recovery_codes (
    user_num integer NOT NULL REFERENCES users (user_num) ON DELETE CASCADE,
    code_hash char(64) NOT NULL,
    used_at timestamptz,
    PRIMARY KEY (user_num, code_hash)
  )`,
  `CREATE TABLE second_factor_challenges (
    token_hash char(64) PRIMARY KEY,
    user_num integer NOT NULL REFERENCES users (user_num) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  `CREATE INDEX second_factor_challenges_expiry ON second_factor_challenges (expires_at)`,
)
