import { Config, Context, Duration, Effect, Layer, Option, type Redacted, Schema } from "effect"
import { publicUrlSetting } from "../config.ts"
import { type PasswordFormat, passwordFormats } from "../security/passwords.ts"
import { everySetting } from "../settingProblems.ts"

/**
 * How mail leaves the server: recorded in the outbox table only (not delivered), delivered over
 * SMTP, or written as `.eml` files into a directory (development and tests).
 */
export type MailTransport =
  | { readonly _tag: "Outbox" }
  | { readonly _tag: "Smtp"; readonly url: Redacted.Redacted; readonly from: string }
  | { readonly _tag: "Directory"; readonly directory: string; readonly from: string }

export interface AccountSettingsShape {
  /** How new passwords are stored (see passwords.ts). */
  readonly passwordFormat: PasswordFormat
  readonly mail: MailTransport
  /** The address players open, for links in mail (the reset link). */
  readonly publicUrl: string
  /** How long a mailed password-reset link works. */
  readonly resetLinkLifetime: Duration.Duration
  /**
   * The User ID of the owner, the one account no other staff member can change (OWNER_USER_ID);
   * when absent, the first administrator (staff/StaffStanding.ts).
   */
  readonly ownerUserId: string | undefined
  /** Whether staff must have two-step sign-in on before any staff call works (STAFF_SECOND_FACTOR). */
  readonly staffSecondFactor: boolean
}

export const defaultAccountSettings: AccountSettingsShape = {
  passwordFormat: "scrypt",
  mail: { _tag: "Outbox" },
  publicUrl: "http://localhost:8080",
  resetLinkLifetime: Duration.minutes(30),
  ownerUserId: undefined,
  staffSecondFactor: false,
}

const optionalText = (name: string) =>
  Config.option(Config.String(name)).pipe(Config.map(Option.filter((value) => value.trim().length > 0)))

/**
 * PASSWORD_FORMAT (`scrypt`, or `md5-19` for a game server reading the same table), SMTP_URL
 * (`smtp://user:pass@host:587` with STARTTLS or `smtps://…:465`), MAIL_DIR (instead of SMTP, for
 * development and tests: every mail is written there as an `.eml` file, reset links included),
 * MAIL_FROM, PUBLIC_URL (the portal's address in mailed links; by default this machine on PORT),
 * and OWNER_USER_ID (the owner among staff; by default the first administrator).
 * With neither SMTP_URL nor MAIL_DIR, mail is recorded in the outbox table but not delivered.
 * STAFF_SECOND_FACTOR (on by default when NODE_ENV=production) makes staff turn two-step sign-in on
 * before the console answers them.
 */
export const accountSettingsFromEnvironment = everySetting({
  passwordFormat: Config.schema(Schema.Literals(passwordFormats), "PASSWORD_FORMAT").pipe(
    Config.withDefault(defaultAccountSettings.passwordFormat),
  ),
  smtpUrl: Config.option(Config.Redacted("SMTP_URL")),
  mailDir: optionalText("MAIL_DIR"),
  mailFrom: Config.String("MAIL_FROM").pipe(Config.withDefault("Gatehouse <no-reply@localhost>")),
  publicUrl: publicUrlSetting,
  port: Config.Port("PORT").pipe(Config.withDefault(8080)),
  ownerUserId: optionalText("OWNER_USER_ID"),
  staffSecondFactor: Config.option(Config.Boolean("STAFF_SECOND_FACTOR")),
  production: Config.String("NODE_ENV").pipe(
    Config.map((value) => value === "production"),
    Config.withDefault(false),
  ),
}).pipe(
  Config.map(
    ({
      passwordFormat,
      smtpUrl,
      mailDir,
      mailFrom,
      publicUrl,
      port,
      ownerUserId,
      staffSecondFactor,
      production,
    }): AccountSettingsShape => ({
      ...defaultAccountSettings,
      passwordFormat,
      mail: Option.match(smtpUrl, {
        onNone: (): MailTransport =>
          Option.match(mailDir, {
            onNone: () => ({ _tag: "Outbox" }),
            onSome: (directory) => ({ _tag: "Directory", directory, from: mailFrom }),
          }),
        onSome: (url): MailTransport => ({ _tag: "Smtp", url, from: mailFrom }),
      }),
      publicUrl: Option.getOrElse(publicUrl, () => `http://localhost:${port}`),
      ownerUserId: Option.getOrUndefined(Option.map(ownerUserId, (userId) => userId.trim())),
      staffSecondFactor: Option.getOrElse(staffSecondFactor, () => production),
    }),
  ),
)

export class AccountSettings extends Context.Service<AccountSettings, AccountSettingsShape>()(
  "gatehouse/server/AccountSettings",
) {
  /** A setting that does not parse stops the server at start, naming the variable. */
  static readonly layer = Layer.effect(AccountSettings, Effect.orDie(accountSettingsFromEnvironment))
  static readonly make = (settings: Partial<AccountSettingsShape> = {}) =>
    Layer.succeed(AccountSettings, { ...defaultAccountSettings, ...settings })
}
