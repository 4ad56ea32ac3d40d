import { Config, Option, Redacted } from "effect"
import { everySetting } from "../settingProblems.ts"

/** PayMongo's settings: its secret key, the webhook's secret, test or live mode, where its API is. */
export interface PayMongoSettings {
  readonly secretKey: Redacted.Redacted
  readonly webhookSecret: Redacted.Redacted
  /** Which signature of `Paymongo-Signature` counts: `te` in test mode, `li` in live mode. */
  readonly mode: "test" | "live"
  readonly apiUrl: string
}

/** Xendit's settings: its secret key, the callback token its dashboard shows, where its API is. */
export interface XenditSettings {
  readonly secretKey: Redacted.Redacted
  readonly callbackToken: Redacted.Redacted
  readonly apiUrl: string
}

/** The gateways this server takes payments through; none set leaves the top-up page to redeem codes. */
export interface PaymentSettings {
  readonly paymongo: PayMongoSettings | undefined
  readonly xendit: XenditSettings | undefined
}

const optionalSecret = (name: string) =>
  Config.option(Config.Redacted(name)).pipe(
    Config.map(Option.filter((value) => Redacted.value(value).trim().length > 0)),
  )

const apiUrl = (name: string, fallback: string) =>
  Config.URL(name).pipe(
    Config.map((url) => url.href.replace(/\/$/, "")),
    Config.withDefault(fallback),
  )

/** A gateway is on when its secret key is set; then the rest of its settings are required. */
const payMongo = Config.flatMap(optionalSecret("PAYMONGO_SECRET_KEY"), (key) =>
  Option.match(key, {
    onNone: () => Config.succeed(undefined),
    onSome: (secretKey) =>
      everySetting({
        secretKey: Config.succeed(secretKey),
        webhookSecret: Config.Redacted("PAYMONGO_WEBHOOK_SECRET"),
        // Test keys start `sk_test_` (PayMongo's documentation); the setting says so outright.
        mode: Config.Literals(["test", "live"], "PAYMONGO_MODE").pipe(
          Config.withDefault(Redacted.value(secretKey).startsWith("sk_live_") ? "live" : "test"),
        ),
        apiUrl: apiUrl("PAYMONGO_API_URL", "https://api.paymongo.com"),
      }) satisfies Config.Config<PayMongoSettings>,
  }),
)

const xendit = Config.flatMap(optionalSecret("XENDIT_SECRET_KEY"), (key) =>
  Option.match(key, {
    onNone: () => Config.succeed(undefined),
    onSome: (secretKey) =>
      everySetting({
        secretKey: Config.succeed(secretKey),
        callbackToken: Config.Redacted("XENDIT_CALLBACK_TOKEN"),
        apiUrl: apiUrl("XENDIT_API_URL", "https://api.xendit.co"),
      }) satisfies Config.Config<XenditSettings>,
  }),
)

export const paymentSettingsFromEnvironment: Config.Config<PaymentSettings> = everySetting({
  paymongo: payMongo,
  xendit,
})
