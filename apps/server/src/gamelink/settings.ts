import { Config, Context, Duration, Effect, Layer, Option, type Redacted, Schema } from "effect"

/** Whether the portal is linked to a game server's databases, and to which kind. */
export const gameLinkKinds = ["none", "ran"] as const
export type GameLinkKind = (typeof gameLinkKinds)[number]

/** The SQL the game databases speak: SQL Server in production, PostgreSQL laid out the same in tests. */
export const gameDialects = ["mssql", "postgres"] as const
export type GameDialectName = (typeof gameDialects)[number]

/** How the game keeps `UserPass`: as typed, or upper-case MD5 cut to 19 characters. */
export const gamePasswordFormats = ["plain", "md5-19"] as const
export type GamePasswordFormat = (typeof gamePasswordFormats)[number]

export interface RanLinkSettings {
  readonly dialect: GameDialectName
  /** RanUser (UserInfo, IPInfo), RanGame1 (ChaInfo) and RanShop (ShopPurchase), each on its own connection. */
  readonly userDatabaseUrl: Redacted.Redacted
  readonly gameDatabaseUrl: Redacted.Redacted
  readonly shopDatabaseUrl: Redacted.Redacted
  readonly passwordFormat: GamePasswordFormat
  /** The second balance's column (Milleage), absent on forks that have none. */
  readonly milleageColumn: string | undefined
  /** The characters' MMR column on forks that have one. */
  readonly mmrColumn: string | undefined
  /** How often the portal's snapshot of the game's characters is refreshed. */
  readonly characterRefresh: Duration.Duration
  /** Connections kept to each game database. */
  readonly poolSize: number
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

const ranFromEnvironment = Config.all({
  dialect: Config.schema(Schema.Literals(gameDialects), "GAME_DATABASE_DIALECT").pipe(
    Config.withDefault("mssql"),
  ),
  userDatabaseUrl: Config.Redacted("GAME_USER_DATABASE_URL"),
  gameDatabaseUrl: Config.Redacted("GAME_GAME_DATABASE_URL"),
  shopDatabaseUrl: Config.Redacted("GAME_SHOP_DATABASE_URL"),
  passwordFormat: Config.schema(Schema.Literals(gamePasswordFormats), "GAME_PASSWORD_FORMAT").pipe(
    Config.withDefault("md5-19"),
  ),
  milleageColumn: columnName("GAME_MILLEAGE_COLUMN", "UserPoint2"),
  mmrColumn: columnName("GAME_MMR_COLUMN", undefined),
  characterRefresh: Config.schema(
    Schema.Int.check(Schema.isBetween({ minimum: 10, maximum: 86_400 })),
    "GAME_CHARACTER_REFRESH_SECONDS",
  ).pipe(Config.map(Duration.seconds), Config.withDefault(Duration.minutes(5))),
  poolSize: Config.schema(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })),
    "GAME_DATABASE_POOL_SIZE",
  ).pipe(Config.withDefault(5)),
})

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

export const defaultRanLink = (
  urls: Pick<RanLinkSettings, "userDatabaseUrl" | "gameDatabaseUrl" | "shopDatabaseUrl">,
): { readonly kind: "ran" } & RanLinkSettings => ({
  kind: "ran",
  dialect: "mssql",
  passwordFormat: "md5-19",
  milleageColumn: "UserPoint2",
  mmrColumn: undefined,
  characterRefresh: Duration.minutes(5),
  poolSize: 5,
  ...urls,
})

export class GameLinkSettings extends Context.Service<GameLinkSettings, GameLinkSettingsShape>()(
  "gatehouse/server/GameLinkSettings",
) {
  static readonly layer = Layer.effect(GameLinkSettings, Effect.orDie(gameLinkSettingsFromEnvironment))
  static readonly make = (settings: GameLinkSettingsShape) => Layer.succeed(GameLinkSettings, settings)
  static readonly none = Layer.succeed(GameLinkSettings, { kind: "none" })
}
