import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { Config, Context, Layer, Option, Redacted, Schema } from "effect"
import { type DatabaseSettings, embeddedDatabase, externalDatabase } from "./database/settings.ts"

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
}

/** The portal build next to this app in the repository, wherever the process was started. */
export const defaultPortalDir = fileURLToPath(new URL("../../portal/dist", import.meta.url))

/** An empty variable (`DATABASE_URL=`) means "not set", as operators expect from shell files. */
const optionalText = (name: string) =>
  Config.option(Config.String(name)).pipe(Config.map(Option.filter((value) => value.trim().length > 0)))

/**
 * Settings from the environment: PORT (8080), DATA_DIR (`./data`, relative to where the process
 * starts), DATABASE_URL (embedded PGlite when absent), SEED_DEMO (on for the embedded database,
 * off for PostgreSQL unless set to 1) and TRUST_PROXY (how many proxies stand in front, 0).
 */
export const settingsFromEnvironment = Config.all({
  port: Config.Port("PORT").pipe(Config.withDefault(8080)),
  dataDir: Config.String("DATA_DIR").pipe(Config.withDefault("./data")),
  databaseUrl: optionalText("DATABASE_URL"),
  seedDemo: Config.option(Config.Boolean("SEED_DEMO")),
  trustedProxies: Config.schema(
    Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10 })),
    "TRUST_PROXY",
  ).pipe(Config.withDefault(0)),
}).pipe(
  Config.map(({ port, dataDir, databaseUrl, seedDemo, trustedProxies }): ServerSettings => {
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
    }
  }),
)

export class Settings extends Context.Service<Settings, ServerSettings>()("gatehouse/server/Settings") {
  static readonly layer = Layer.effect(Settings, settingsFromEnvironment)
  static readonly make = (settings: ServerSettings) => Layer.succeed(Settings, settings)
}
