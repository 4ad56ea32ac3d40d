import { ConnectionInfo, PlainText, RegistrationPayload } from "@gatehouse/domain"
import { Schema } from "effect"

/**
 * POST /register: the domain's registration payload fields, as a plain struct so both sides handle
 * plain objects.
 */
export const RegisterPayload = Schema.Struct(RegistrationPayload.fields)
export type RegisterPayload = typeof RegisterPayload.Type

/** `status` 1 means the account was created. */
export const RegisterResponse = Schema.Struct({ message: Schema.String, status: Schema.Int })
export type RegisterResponse = typeof RegisterResponse.Type

/** POST /updateuserdetails: `UserPass` is the current password that confirms the change. */
export const UpdateUserDetailsPayload = Schema.Struct({
  UserNum: Schema.Int,
  UserID: PlainText,
  UserPass: PlainText,
  UserPass2: PlainText,
  UserEmail: PlainText,
  NameFirst: PlainText,
  NameLast: PlainText,
  PhoneNumber: PlainText,
})
export type UpdateUserDetailsPayload = typeof UpdateUserDetailsPayload.Type

/** POST /findUserID */
export const FindUserIdPayload = Schema.Struct({ findIDEmail: PlainText })
export type FindUserIdPayload = typeof FindUserIdPayload.Type

/** POST /findPassword */
export const FindPasswordPayload = Schema.Struct({ findPWID: PlainText, findPWEmail: PlainText })
export type FindPasswordPayload = typeof FindPasswordPayload.Type

/** POST /updatepassword */
export const UpdatePasswordPayload = Schema.Struct({
  UserNum: Schema.Int,
  UserID: PlainText,
  UserPass: PlainText,
  NewUserPass: PlainText,
})
export type UpdatePasswordPayload = typeof UpdatePasswordPayload.Type

/** POST /validate-secret-answer */
export const SecretAnswerPayload = Schema.Struct({
  UserNum: Schema.Int,
  UserID: PlainText,
  secretAnswer: PlainText,
})
export type SecretAnswerPayload = typeof SecretAnswerPayload.Type

/** POST /api/validate-password */
export const PasswordCheckPayload = Schema.Struct({
  UserNum: Schema.Int,
  UserID: PlainText,
  UserPass: PlainText,
})
export type PasswordCheckPayload = typeof PasswordCheckPayload.Type

/** GET /user-ip */
export const UserIpResponse = Schema.Struct({ useripdata: ConnectionInfo })
export type UserIpResponse = typeof UserIpResponse.Type

/**
 * POST /reset-password: the token from the mailed link stands in for the current password. The
 * link is `/findaccount?reset={token}` on the portal.
 */
export const ResetPasswordPayload = Schema.Struct({ token: PlainText, NewUserPass: PlainText })
export type ResetPasswordPayload = typeof ResetPasswordPayload.Type

/** One mail of the server's outbox, as staff see it (newest first). */
export const MailOutboxRow = Schema.Struct({
  id: Schema.Int,
  to: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  createdAt: Schema.String,
  /** When it was handed to the SMTP server; `null` while it is only in the outbox. */
  sentAt: Schema.NullOr(Schema.String),
  lastError: Schema.NullOr(Schema.String),
  /** How many times delivery was tried; 0 while the server has no way to send mail. */
  attempts: Schema.Int,
})
export type MailOutboxRow = typeof MailOutboxRow.Type

/** GET /staff/mail-outbox */
export const MailOutboxResponse = Schema.Struct({ data: Schema.Array(MailOutboxRow) })
export type MailOutboxResponse = typeof MailOutboxResponse.Type
