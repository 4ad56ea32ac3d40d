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
export const LoginResponse = Schema.Struct({
  data: Schema.Struct({
    user: User,
    token: Schema.String,
    message: Schema.String,
    status: Schema.Int,
  }),
})
export type LoginResponse = typeof LoginResponse.Type
