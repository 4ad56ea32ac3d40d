import {
  Config,
  ConfigProvider,
  Context,
  Duration,
  Effect,
  Layer,
  Option,
  Redacted,
  Result,
  Schema,
} from "effect"
import { type GameConnection, gameConnection } from "./connection.ts"

/** Whether the portal is linked to a game server's databases, and to which kind. */
export const gameLinkKinds = ["none", "ran"] as const
export type GameLinkKind = (typeof gameLinkKinds)[number]

/** The SQL the game databases speak: SQL Server in production, PostgreSQL laid out the same in tests. */
export const gameDialects = ["mssql", "postgres"] as const
export type GameDialectName = (typeof gameDialects)[number]

/** How the game keeps `UserPass`: as typed, or upper-case MD5 cut to 19 characters. */
export const gamePasswordFormats = ["plain", "md5-19"] as const
export type GamePasswordFormat = (typeof gamePasswordFormats)[number]

/** Where one game database is: SQL Server's driver settings, or a PostgreSQL address (tests). */
export type GameDatabaseTarget =
  | { readonly dialect: "mssql"; readonly connection: Redacted.Redacted<GameConnection> }
  | { readonly dialect: "postgres"; readonly url: Redacted.Redacted; readonly poolSize: number }

/** The game's three databases, each reached on its own connection with its own login. */
export interface GameDatabaseTargets {
  /** RanUser: UserInfo, IPInfo. */
  readonly user: GameDatabaseTarget
  /** RanGame1: ChaInfo. */
  readonly game: GameDatabaseTarget
  /** RanShop: ShopPurchase. */
  readonly shop: GameDatabaseTarget
}

export interface RanLinkSettings {
  readonly dialect: GameDialectName
  readonly databases: GameDatabaseTargets
  readonly passwordFormat: GamePasswordFormat
  /** The second balance's column (Milleage), absent on forks that have none. */
  readonly milleageColumn: string | undefined
  /** The characters' MMR column on forks that have one. */
  readonly mmrColumn: string | undefined
  /** How often the portal's snapshot of the game's characters is refreshed. */
  readonly characterRefresh: Duration.Duration
}

export type GameLinkSettingsShape = { readonly kind: "none" } | ({ readonly kind: "ran" } & RanLinkSettings)

/**
 * A column name goes into SQL text, so only plain identifiers are accepted. `none` says the fork has
 * no such column (an empty value counts as unset, like every setting).
 */
const columnName = (name: string, fallback: string | undefined) =>
  Config.schema(Schema.String.check(Schema.isPattern(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/)), name).pipe(
    Config.option,
    Config.map((value) =>
      Option.match(value, {
        onNone: () => fallback,
        onSome: (text) => (text.toLowerCase() === "none" ? undefined : text),
      }),
    ),
  )

/** The three settings that say where the game's databases are. */
export const gameDatabaseSettings = {
  user: "GAME_USER_DATABASE_URL",
  game: "GAME_GAME_DATABASE_URL",
  shop: "GAME_SHOP_DATABASE_URL",
} as const

const refusedSetting = (message: string) =>
  Effect.fail(new Config.ConfigError(new ConfigProvider.SourceError({ message })))

/**
 * One database's setting, parsed for its dialect. A SQL Server setting that names no server,
 * database or user refuses start-up with a sentence that names the setting, never its value.
 */
const databaseTarget = (
  setting: string,
  dialect: GameDialectName,
  poolSize: number,
  requestTimeout: Duration.Duration,
): Config.Config<GameDatabaseTarget> =>
  Config.Redacted(setting).pipe(
    Config.mapEffect((text): Effect.Effect<GameDatabaseTarget, Config.ConfigError> => {
      if (dialect === "postgres") return Effect.succeed({ dialect, url: text, poolSize })
      const parsed = gameConnection(setting, Redacted.value(text), {
        poolSize,
        requestTimeoutMs: Duration.toMillis(requestTimeout),
      })
      return Result.isFailure(parsed)
        ? refusedSetting(parsed.failure)
        : Effect.succeed({ dialect, connection: Redacted.make(parsed.success) })
    }),
  )

const connectionFromEnvironment = Config.all({
  dialect: Config.schema(Schema.Literals(gameDialects), "GAME_DATABASE_DIALECT").pipe(
    Config.withDefault("mssql"),
  ),
  poolSize: Config.schema(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })),
    "GAME_DATABASE_POOL_SIZE",
  ).pipe(Config.withDefault(5)),
  requestTimeout: Config.schema(
    Schema.Int.check(Schema.isBetween({ minimum: 100, maximum: 600_000 })),
    "GAME_DATABASE_REQUEST_TIMEOUT_MS",
  ).pipe(Config.map(Duration.millis), Config.withDefault(Duration.seconds(10))),
})

const ranFromEnvironment = Config.flatMap(
  connectionFromEnvironment,
  ({ dialect, poolSize, requestTimeout }) =>
    Config.all({
      databases: Config.all({
        user: databaseTarget(gameDatabaseSettings.user, dialect, poolSize, requestTimeout),
        game: databaseTarget(gameDatabaseSettings.game, dialect, poolSize, requestTimeout),
        shop: databaseTarget(gameDatabaseSettings.shop, dialect, poolSize, requestTimeout),
      }),
      passwordFormat: Config.schema(Schema.Literals(gamePasswordFormats), "GAME_PASSWORD_FORMAT").pipe(
        Config.withDefault("md5-19"),
      ),
      milleageColumn: columnName("GAME_MILLEAGE_COLUMN", "UserPoint2"),
      mmrColumn: columnName("GAME_MMR_COLUMN", undefined),
      characterRefresh: Config.schema(
        Schema.Int.check(Schema.isBetween({ minimum: 10, maximum: 86_400 })),
        "GAME_CHARACTER_REFRESH_SECONDS",
      ).pipe(Config.map(Duration.seconds), Config.withDefault(Duration.minutes(5))),
    }).pipe(Config.map((ran) => ({ dialect, ...ran }))),
)

/**
 * GAME_LINK (`none`, the default, or `ran`) and, for `ran`, the three game database URLs and the
 * fork's differences (docs/game-link.md lists every one). A `ran` link missing a URL stops the start.
 */
export const gameLinkSettingsFromEnvironment: Config.Config<GameLinkSettingsShape> = Config.flatMap(
  Config.schema(Schema.Literals(gameLinkKinds), "GAME_LINK").pipe(Config.withDefault("none")),
  (kind): Config.Config<GameLinkSettingsShape> =>
    kind === "none"
      ? Config.succeed({ kind: "none" })
      : Config.map(ranFromEnvironment, (ran) => ({ kind: "ran" as const, ...ran })),
)

/** The RAN link with every fork setting at its default, on the given databases. */
export const defaultRanLink = (
  databases: GameDatabaseTargets,
): { readonly kind: "ran" } & RanLinkSettings => ({
  kind: "ran",
  dialect: databases.user.dialect,
  databases,
  passwordFormat: "md5-19",
  milleageColumn: "UserPoint2",
  mmrColumn: undefined,
  characterRefresh: Duration.minutes(5),
})

export class GameLinkSettings extends Context.Service<GameLinkSettings, GameLinkSettingsShape>()(
  "gatehouse/server/GameLinkSettings",
) {
  static readonly layer = Layer.effect(GameLinkSettings, Effect.orDie(gameLinkSettingsFromEnvironment))
  static readonly make = (settings: GameLinkSettingsShape) => Layer.succeed(GameLinkSettings, settings)
  static readonly none = Layer.succeed(GameLinkSettings, { kind: "none" })
}
