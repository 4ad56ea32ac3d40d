import { paymentProviders, paymentStates } from "@gatehouse/domain"
import { Schema } from "effect"

/** A `payments` row as every reader of it decodes it; amounts as exact `numeric` text. */
export const PaymentRow = Schema.Struct({
  id: Schema.String,
  user_num: Schema.Int,
  provider: Schema.Literals(paymentProviders),
  provider_payment_id: Schema.NullOr(Schema.String),
  package_name: Schema.String,
  method: Schema.String,
  amount: Schema.String,
  currency: Schema.String,
  rcoin: Schema.String,
  state: Schema.Literals(paymentStates),
  problem: Schema.NullOr(Schema.String),
  shortfall: Schema.String,
  created_at: Schema.Date,
  paid_at: Schema.NullOr(Schema.Date),
  settled_at: Schema.NullOr(Schema.Date),
})
export type PaymentRow = typeof PaymentRow.Type

/** The columns {@link PaymentRow} reads, of the `payments` table named `table` in the statement. */
export const paymentColumns = (table: string) =>
  [
    `${table}.id::text AS id`,
    `${table}.user_num`,
    `${table}.provider`,
    `${table}.provider_payment_id`,
    `${table}.package_name`,
    `${table}.method`,
    `${table}.amount::text AS amount`,
    `${table}.currency`,
    `${table}.rcoin::text AS rcoin`,
    `${table}.state`,
    `${table}.problem`,
    `${table}.shortfall::text AS shortfall`,
    `${table}.created_at`,
    `${table}.paid_at`,
    `${table}.settled_at`,
  ].join(", ")
