import { statements } from "./statements.ts"

/**
 * Code batches (staff console, Codes): administrators generate codes in named batches instead of
 * inserting them by hand, and can void the ones nobody has redeemed. A voided code stays in the
 * table (the batch's counts and the CSV still name it) but can never be redeemed; the CHECK makes
 * "void" and "redeemed" exclusive whatever order two racing requests arrive in.
 */
export default statements(
  `CREATE TABLE code_batches (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name varchar(60) NOT NULL,
    note varchar(200) NOT NULL DEFAULT '',
    code_count integer NOT NULL CHECK (code_count BETWEEN 1 AND 1000),
    rcoin_value numeric(12, 2) NOT NULL DEFAULT 0 CHECK (rcoin_value >= 0),
    milleage_value numeric(12, 2) NOT NULL DEFAULT 0 CHECK (milleage_value >= 0),
    expires_at timestamptz,
    created_by integer REFERENCES users ON DELETE SET NULL,
    created_by_id varchar(20) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (rcoin_value + milleage_value > 0)
  )`,
  `ALTER TABLE coupons ADD COLUMN batch_id integer REFERENCES code_batches`,
  `ALTER TABLE coupons ADD COLUMN voided_at timestamptz`,
  `ALTER TABLE coupons ADD CONSTRAINT coupons_void_or_redeemed CHECK (voided_at IS NULL OR redeemed_at IS NULL)`,
  `CREATE INDEX coupons_batch ON coupons (batch_id) WHERE batch_id IS NOT NULL`,
  // The streamer report groups redemptions by referral code and month.
  `CREATE INDEX coupons_referral ON coupons (referral_code, redeemed_at) WHERE referral_code IS NOT NULL`,
)
