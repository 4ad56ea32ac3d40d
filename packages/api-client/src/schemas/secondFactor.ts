// Two-step sign-in on the account page; the login's code step is in login.ts with the login box's.
import { PlainText } from "@gatehouse/domain"
import { Schema } from "effect"

/** GET /second-factor: whether it is on, whether this account must keep it on, codes left. */
export const SecondFactorStatusResponse = Schema.Struct({
  enabled: Schema.Boolean,
  required: Schema.Boolean,
  recoveryCodesLeft: Schema.Int,
})
export type SecondFactorStatusResponse = typeof SecondFactorStatusResponse.Type

/**
 * POST /second-factor/setup: the secret to type into an authenticator app, and the same as an
 * otpauth:// URI for apps that take a link or a QR code of it.
 */
export const SecondFactorSetupResponse = Schema.Struct({
  secret: Schema.String,
  uri: Schema.String,
  message: Schema.String,
})
export type SecondFactorSetupResponse = typeof SecondFactorSetupResponse.Type

/** POST /second-factor/confirm: the first code the app shows. */
export const SecondFactorCodePayload = Schema.Struct({ code: PlainText })
export type SecondFactorCodePayload = typeof SecondFactorCodePayload.Type

/** Turned on: the recovery codes, shown this once (the server keeps only their hashes). */
export const SecondFactorConfirmResponse = Schema.Struct({
  message: Schema.String,
  recoveryCodes: Schema.Array(Schema.String),
})
export type SecondFactorConfirmResponse = typeof SecondFactorConfirmResponse.Type

/** POST /second-factor/disable: the account's password, or a code from the app or a recovery code. */
export const SecondFactorDisablePayload = Schema.Struct({ proof: PlainText })
export type SecondFactorDisablePayload = typeof SecondFactorDisablePayload.Type
