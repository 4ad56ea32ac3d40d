import { Schema } from "effect"

/**
 * Prices and balances travel as JSON numbers with at most 2 decimals; the server keeps them as exact
 * `numeric` and the client sums them in integer cents (see money.ts), so no float drift is shown.
 */
export const Amount = Schema.Finite
