import * as path from "node:path"
import { defaultTimeZone, isTimeZoneName } from "@gatehouse/domain"
import { Config, ConfigProvider, Context, Duration, Effect, Layer, Option, Redacted, Schema } from "effect"
import { type DatabaseSettings, embeddedDatabase, externalDatabase } from "./database/settings.ts"
import { defaultPortalDir } from "./paths.ts"
import { type PaymentSettings, paymentSettingsFromEnvironment } from "./payments/settings.ts"
import { defaultHashingQueueShape } from "./security/HashingQueue.ts"
import { everySetting } from "./settingProblems.ts"

/** How log lines are written: one JSON object a line for collectors, or readable text for people. */
export const logFormats = ["json", "pretty"] as const
export type LogFormat = (typeof logFormats)[number]

/** The lowest level that is written; `none` silences the log. */
export const logLevels = ["trace", "debug", "info", "warning", "error", "none"] as const
export type LogLevelName = (typeof logLevels)[number]

export interface ObservabilitySettings {
  readonly logLevel: LogLevelName
  readonly logFormat: LogFormat
  /** A port of its own for Prometheus' `GET /metrics`; metrics are off when undefined. */
  readonly metricsPort: number | undefined
  /** The address the metrics port listens on: loopback unless the operator opens it (METRICS_HOST). */
  readonly metricsHost: string
  /** Where traces and metrics go over OTLP/HTTP (`http://collector:4318`); off when undefined. */
  readonly otlpEndpoint: string | undefined
}

/** How long work may wait before it gives up with a clear answer instead of hanging. */
export interface LimitSettings {
  /** Connections one instance keeps to an external PostgreSQL (the embedded database has one). */
  readonly databasePoolSize: number
  /** How long a statement waits for a row another transaction holds (PostgreSQL's lock_timeout). */
  readonly lockTimeout: Duration.Duration
  /** How long one statement may run (PostgreSQL's statement_timeout). */
  readonly statementTimeout: Duration.Duration
  /** How long an API request may take in all, waiting for a connection included; then 503. */
  readonly requestTimeout: Duration.Duration
  /** How often cached public reads of data that changes outside the portal are read again. */
  readonly cacheRefresh: Duration.Duration
  /**
   * How many logins (or other password checks) may wait for the password hashing of others, in each
   * of its two lines; one more is answered 503 at once, before any work (security/HashingQueue.ts).
   */
  readonly passwordHashQueue: number
}

export interface ServerSettings {
  /** TCP port of the HTTP server; 0 picks a free one. */
  readonly port: number
  readonly database: DatabaseSettings
  /** Whether the demo data is loaded (once) at start. */
  readonly seedDemo: boolean
  /** The built portal (`apps/portal/dist`) served beside the API. */
  readonly portalDir: string
  /** How many reverse proxies in front append to X-Forwarded-For (0: clients connect directly). */
  readonly trustedProxies: number
  /**
   * The address players open (`https://play.example.org`), used for canonical links, link previews
   * and the sitemap; required in production, and when absent elsewhere the links name this machine
   * on the port a request arrived on, never the request's Host header.
   */
  readonly publicUrl?: string | undefined
  readonly observability: ObservabilitySettings
  readonly limits: LimitSettings
  /** The payment gateways top-ups are paid through; none when absent (payments/settings.ts). */
  readonly payments?: PaymentSettings | undefined
  /**
   * The game's time zone (GAME_TIME_ZONE, an IANA name), in which every date rule counts days and
   * months: ranking seasons, a code's last day, referral months, reports. Manila when absent.
   */
  readonly timeZone?: string | undefined
}

export const defaultObservability: ObservabilitySettings = {
  logLevel: "info",
  logFormat: "pretty",
  metricsPort: undefined,
  metricsHost: "127.0.0.1",
  otlpEndpoint: undefined,
}

export const defaultLimits: LimitSettings = {
  databasePoolSize: 10,
  lockTimeout: Duration.seconds(3),
  statementTimeout: Duration.seconds(10),
  requestTimeout: Duration.seconds(15),
  cacheRefresh: Duration.seconds(60),
  passwordHashQueue: defaultHashingQueueShape().waiting,
}

/** An empty variable (`DATABASE_URL=`) means "not set", as operators expect from shell files. */
const optionalText = (name: string) =>
  Config.option(Config.String(name)).pipe(Config.map(Option.filter((value) => value.trim().length > 0)))

const wholeNumber = (name: string, minimum: number, maximum: number) =>
  Config.schema(Schema.Int.check(Schema.isBetween({ minimum, maximum })), name)

/**
 * PUBLIC_URL, the address players open (`https://play.example.org`), as its origin: what links in
 * pages, previews, the sitemap and mail start with. An address that does not parse stops the start.
 */
export const publicUrlSetting = Config.flatMap(optionalText("PUBLIC_URL"), (text) =>
  Option.isNone(text)
    ? Config.succeed(Option.none<string>())
    : Config.map(Config.URL("PUBLIC_URL"), (url) => Option.some(url.origin)),
)

/** NODE_ENV=production: a host players reach, where nothing may be guessed from a request. */
const productionMode = Config.String("NODE_ENV").pipe(
  Config.map((value) => value === "production"),
  Config.withDefault(false),
)

export const publicUrlRequiredMessage =
  "PUBLIC_URL must be set in production (NODE_ENV=production): the address players open, such as https://play.example.org. Links in pages, the sitemap and mail start with it."

/**
 * PUBLIC_URL as the server needs it: required in production, where links must never be made from
 * a request's Host header; elsewhere (the demo, tests) optional, the links then name this machine.
 */
const serverPublicUrl = Config.flatMap(
  Config.all({ production: productionMode, publicUrl: publicUrlSetting }),
  ({ production, publicUrl }) =>
    production && Option.isNone(publicUrl)
      ? Config.fail(new ConfigProvider.SourceError({ message: publicUrlRequiredMessage }))
      : Config.succeed(publicUrl),
)

/** A duration written as whole milliseconds (`DATABASE_LOCK_TIMEOUT_MS=3000`). */
const milliseconds = (name: string, fallback: Duration.Duration) =>
  wholeNumber(name, 1, 3_600_000).pipe(Config.map(Duration.millis), Config.withDefault(fallback))

const choice = <const Values extends ReadonlyArray<string>>(name: string, values: Values) =>
  Config.schema(Schema.Literals(values), name)

/** GAME_TIME_ZONE: an IANA name the server's runtime and PostgreSQL both know; Manila when unset. */
export const timeZoneSetting = Config.String("GAME_TIME_ZONE").pipe(
  Config.map((name) => name.trim()),
  Config.mapEffect((name) =>
    isTimeZoneName(name)
      ? Effect.succeed(name)
      : Effect.fail(
          new Config.ConfigError(
            new ConfigProvider.SourceError({
              message:
                "GAME_TIME_ZONE is not valid: expected a time zone name such as Asia/Manila, Europe/Berlin or UTC.",
            }),
          ),
        ),
  ),
  Config.withDefault(defaultTimeZone),
)

const observabilityFromEnvironment = everySetting({
  logLevel: choice("LOG_LEVEL", logLevels).pipe(Config.withDefault(defaultObservability.logLevel)),
  logFormat: Config.option(choice("LOG_FORMAT", logFormats)),
  production: productionMode,
  metricsPort: Config.option(Config.Port("METRICS_PORT")),
  metricsHost: optionalText("METRICS_HOST"),
  otlpEndpoint: optionalText("OTEL_EXPORTER_OTLP_ENDPOINT"),
}).pipe(
  Config.map(
    ({ logLevel, logFormat, production, metricsPort, metricsHost, otlpEndpoint }): ObservabilitySettings => ({
      logLevel,
      // JSON for the collectors of a production host, readable lines on a developer's terminal.
      logFormat: Option.getOrElse(logFormat, () => (production ? "json" : "pretty")),
      metricsPort: Option.getOrUndefined(metricsPort),
      metricsHost: Option.getOrElse(metricsHost, () => defaultObservability.metricsHost),
      otlpEndpoint: Option.getOrUndefined(otlpEndpoint),
    }),
  ),
)

const limitsFromEnvironment = everySetting({
  databasePoolSize: wholeNumber("DATABASE_POOL_SIZE", 1, 500).pipe(
    Config.withDefault(defaultLimits.databasePoolSize),
  ),
  lockTimeout: milliseconds("DATABASE_LOCK_TIMEOUT_MS", defaultLimits.lockTimeout),
  statementTimeout: milliseconds("DATABASE_STATEMENT_TIMEOUT_MS", defaultLimits.statementTimeout),
  requestTimeout: milliseconds("REQUEST_TIMEOUT_MS", defaultLimits.requestTimeout),
  cacheRefresh: wholeNumber("CACHE_REFRESH_SECONDS", 1, 86_400).pipe(
    Config.map(Duration.seconds),
    Config.withDefault(defaultLimits.cacheRefresh),
  ),
  passwordHashQueue: wholeNumber("PASSWORD_HASH_QUEUE", 1, 10_000).pipe(
    Config.withDefault(defaultLimits.passwordHashQueue),
  ),
})

/**
 * Settings from the environment: PORT (8080), DATA_DIR (`./data`, relative to where the process
 * starts), DATABASE_URL (embedded PGlite when absent), SEED_DEMO (on for the embedded database,
 * off for PostgreSQL unless set to 1), TRUST_PROXY (how many proxies stand in front, 0), PUBLIC_URL
 * (the address players open, for canonical links; required when NODE_ENV=production), the log and
 * metrics settings, the limits above, the payment gateways' (docs/payments.md) and GAME_TIME_ZONE.
 * docs/deploying.md lists every one. Every problem is reported, not the first only (settingProblems.ts).
 */
export const settingsFromEnvironment = everySetting({
  port: Config.Port("PORT").pipe(Config.withDefault(8080)),
  dataDir: Config.String("DATA_DIR").pipe(Config.withDefault("./data")),
  databaseUrl: optionalText("DATABASE_URL"),
  seedDemo: Config.option(Config.Boolean("SEED_DEMO")),
  trustedProxies: wholeNumber("TRUST_PROXY", 0, 10).pipe(Config.withDefault(0)),
  publicUrl: serverPublicUrl,
  observability: observabilityFromEnvironment,
  limits: limitsFromEnvironment,
  payments: paymentSettingsFromEnvironment,
  timeZone: timeZoneSetting,
}).pipe(
  Config.map(
    ({
      port,
      dataDir,
      databaseUrl,
      seedDemo,
      trustedProxies,
      publicUrl,
      observability,
      limits,
      payments,
      timeZone,
    }): ServerSettings => {
      const database = Option.match(databaseUrl, {
        onNone: () => embeddedDatabase(path.resolve(dataDir)),
        onSome: (url) => externalDatabase(Redacted.make(url)),
      })
      return {
        port,
        database,
        seedDemo: Option.getOrElse(seedDemo, () => database._tag === "Embedded"),
        portalDir: defaultPortalDir,
        trustedProxies,
        publicUrl: Option.getOrUndefined(publicUrl),
        observability,
        limits,
        payments,
        timeZone,
      }
    },
  ),
)

export class Settings extends Context.Service<Settings, ServerSettings>()("gatehouse/server/Settings") {
  static readonly layer = Layer.effect(Settings, settingsFromEnvironment)
  static readonly make = (settings: ServerSettings) => Layer.succeed(Settings, settings)
}
