import { statements } from "./statements.ts"

/**
 * Requests that move money (redeeming a code, buying) may carry an Idempotency-Key. The key is
 * claimed in the same transaction as the charge and keeps the answer given, so a retried request
 * gets that answer again instead of a second charge. A failed request leaves no key behind (its
 * transaction rolled back), so retrying it tries again.
 */
export default statements(
  `CREATE TABLE idempotency_keys (
    user_num integer NOT NULL REFERENCES users ON DELETE CASCADE,
    idempotency_key varchar(100) NOT NULL,
    request text NOT NULL,
    response text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_num, idempotency_key)
  )`,
  `CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`,
)
