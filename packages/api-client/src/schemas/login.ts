// Apart from the account pages' schemas (accounts.ts): the login box of every page sends and reads
// these, and a module's schemas all load together, so the account pages' stay with those pages.
import { PlainText, User } from "@gatehouse/domain"
import { Schema } from "effect"

/** POST /processlogin */
export const LoginPayload = Schema.Struct({ UserID: PlainText, UserPass: PlainText })
export type LoginPayload = typeof LoginPayload.Type

/**
 * The login answer nests everything under `data` (the spec reads `data.data`). `status` is the
 * user type: 1 or lower a player, 11 or higher staff.
 */
export const SignedInResponse = Schema.Struct({
  data: Schema.Struct({
    user: User,
    token: Schema.String,
    message: Schema.String,
    status: Schema.Int,
  }),
})
export type SignedInResponse = typeof SignedInResponse.Type

/**
 * The password was right and the account has two-step sign-in on: no session yet. `challenge` names
 * this pending login for POST /processlogin/code, which answers {@link SignedInResponse}.
 */
export const SecondStepResponse = Schema.Struct({
  secondStep: Schema.Struct({ challenge: Schema.String, message: Schema.String }),
})
export type SecondStepResponse = typeof SecondStepResponse.Type

/** POST /processlogin answers a session, or asks for the second step. */
export const LoginResponse = Schema.Union([SignedInResponse, SecondStepResponse])
export type LoginResponse = typeof LoginResponse.Type

/** POST /processlogin/code: the pending login and the code from the app, or a recovery code. */
export const LoginCodePayload = Schema.Struct({ challenge: PlainText, code: PlainText })
export type LoginCodePayload = typeof LoginCodePayload.Type
