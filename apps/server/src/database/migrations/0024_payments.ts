import { statements } from "./statements.ts"

/**
 * Top-ups paid through a gateway (docs/payments.md). A package is what staff sell: its price in
 * pesos and the R-Coin it loads. A payment is one player's checkout at a gateway, keyed by the
 * gateway's id for it; what it loads is copied from the package when it is created, so a package
 * changed later never changes a payment. Every verified notification is kept once per gateway and
 * event id, which is what makes a repeated delivery change nothing.
 */
export default statements(
  `CREATE TABLE topup_packages (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name varchar(60) NOT NULL,
    price numeric(12, 2) NOT NULL CHECK (price >= 20),
    rcoin numeric(12, 2) NOT NULL CHECK (rcoin > 0),
    bonus numeric(12, 2) NOT NULL DEFAULT 0 CHECK (bonus >= 0),
    on_sale boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE payments (
    id uuid PRIMARY KEY,
    user_num integer NOT NULL REFERENCES users ON DELETE CASCADE,
    provider varchar(12) NOT NULL CHECK (provider IN ('paymongo', 'xendit')),
    provider_payment_id varchar(120),
    -- The gateway's id of the money movement, which its refunds name (PayMongo's pay_…).
    charge_id varchar(120),
    package_id integer REFERENCES topup_packages ON DELETE SET NULL,
    package_name varchar(60) NOT NULL,
    method varchar(30) NOT NULL,
    amount numeric(12, 2) NOT NULL CHECK (amount > 0),
    currency char(3) NOT NULL,
    rcoin numeric(12, 2) NOT NULL CHECK (rcoin > 0),
    state varchar(10) NOT NULL DEFAULT 'waiting'
      CHECK (state IN ('waiting', 'credited', 'held', 'failed', 'expired', 'refunded')),
    checkout_url text,
    problem text,
    shortfall numeric(12, 2) NOT NULL DEFAULT 0 CHECK (shortfall >= 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    paid_at timestamptz,
    settled_at timestamptz
  )`,
  `CREATE UNIQUE INDEX payments_provider_id ON payments (provider, provider_payment_id)`,
  `CREATE INDEX payments_charge ON payments (provider, charge_id) WHERE charge_id IS NOT NULL`,
  `CREATE INDEX payments_user ON payments (user_num, created_at DESC)`,
  `CREATE INDEX payments_created ON payments (created_at DESC)`,
  `CREATE TABLE payment_events (
    provider varchar(12) NOT NULL,
    event_id varchar(120) NOT NULL,
    payment_id uuid REFERENCES payments ON DELETE CASCADE,
    kind varchar(60) NOT NULL,
    outcome varchar(200) NOT NULL,
    body jsonb NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (provider, event_id)
  )`,
  `CREATE INDEX payment_events_payment ON payment_events (payment_id, received_at)`,
  `ALTER TABLE balance_ledger ADD COLUMN payment_id uuid REFERENCES payments`,
  `ALTER TABLE balance_ledger DROP CONSTRAINT balance_ledger_reason_check`,
  `ALTER TABLE balance_ledger ADD CONSTRAINT balance_ledger_reason_check
    CHECK (reason IN ('grant', 'coupon', 'purchase', 'refund', 'adjustment', 'game_sync', 'payment'))`,
  `ALTER TABLE game_operations ADD COLUMN payment_id uuid REFERENCES payments`,
)
