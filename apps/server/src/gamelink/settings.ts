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
import { everySetting } from "../settingProblems.ts"
import { type GameConnection, gameConnection } from "./connection.ts"
import { type ForkColumns, type ServiceColumn, serviceColumnNames } from "./sql/gameSchema.ts"

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
  /** The fork's own names of character services' columns (GAME_CHARACTER_COLUMNS). */
  readonly characterColumns: Readonly<Partial<Record<ServiceColumn, string>>>
  /** Where each school's characters start (GAME_SCHOOL_START_MAPS); unset, change school and unstuck stay off. */
  readonly schoolStarts: SchoolStarts | undefined
}

/** A school's campus: the map and gate its characters start at. */
export interface SchoolStart {
  readonly map: number
  readonly gate: number
}

/** Every school's campus, by school (0 Sacred Gate, 1 Mystic Peak, 2 Phoenix). */
export type SchoolStarts = Readonly<Record<0 | 1 | 2, SchoolStart>>

/** The catalogue's fork columns of these settings. */
export const forkColumnsOf = (settings: RanLinkSettings): ForkColumns => ({
  milleage: settings.milleageColumn,
  mmr: settings.mmrColumn,
  renamed: settings.characterColumns,
})

export type GameLinkSettingsShape = { readonly kind: "none" } | ({ readonly kind: "ran" } & RanLinkSettings)

/** A column name as the settings accept it: a plain identifier, since it goes into SQL text. */
const identifier = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/

const refusedSetting = (message: string) =>
  Effect.fail(new Config.ConfigError(new ConfigProvider.SourceError({ message })))

/**
 * A column name goes into SQL text, so only plain identifiers are accepted. `none` says the fork has
 * no such column (an empty value counts as unset, like every setting).
 */
const columnName = (name: string, fallback: string | undefined) =>
  Config.schema(Schema.String.check(Schema.isPattern(identifier)), name).pipe(
    Config.option,
    Config.map((value) =>
      Option.match(value, {
        onNone: () => fallback,
        onSome: (text) => (text.toLowerCase() === "none" ? undefined : text),
      }),
    ),
  )

/**
 * GAME_CHARACTER_COLUMNS: `Usual=Fork` pairs, comma separated (`ChaStRemain=ChaStatPoint`), for
 * the character services' columns a fork names differently. Anything else stops the start, named.
 */
export const parseCharacterColumns = (
  text: string,
): Result.Result<Partial<Record<ServiceColumn, string>>, string> => {
  const renamed: Partial<Record<ServiceColumn, string>> = {}
  for (const pair of text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")) {
    const [usual = "", fork = "", ...rest] = pair.split("=").map((part) => part.trim())
    if (!serviceColumnNames.includes(usual as ServiceColumn))
      return Result.fail(
        `GAME_CHARACTER_COLUMNS: ${usual || pair} is not a character services column (${serviceColumnNames.join(", ")})`,
      )
    if (rest.length > 0 || !identifier.test(fork))
      return Result.fail(`GAME_CHARACTER_COLUMNS: ${usual} needs a plain column name after =`)
    renamed[usual as ServiceColumn] = fork
  }
  return Result.succeed(renamed)
}

/**
 * GAME_SCHOOL_START_MAPS: each school's start map and gate as `school:map/gate`, comma separated
 * (`0:2/0,1:5/0,2:8/0`), all three schools. The map is ChaStartMap's number as the game stores it.
 */
export const parseSchoolStarts = (text: string): Result.Result<SchoolStarts, string> => {
  const found = new Map<number, SchoolStart>()
  for (const part of text
    .split(",")
    .map((each) => each.trim())
    .filter((each) => each !== "")) {
    const match = /^([012])\s*:\s*(\d{1,10})\s*\/\s*(\d{1,10})$/.exec(part)
    if (match === null)
      return Result.fail(`GAME_SCHOOL_START_MAPS: "${part}" is not school:map/gate (as 0:2/0)`)
    found.set(Number(match[1]), { map: Number(match[2]), gate: Number(match[3]) })
  }
  const [sacredGate, mysticPeak, phoenix] = [found.get(0), found.get(1), found.get(2)]
  if (sacredGate === undefined || mysticPeak === undefined || phoenix === undefined)
    return Result.fail("GAME_SCHOOL_START_MAPS: give the map and gate of all three schools (0, 1 and 2)")
  return Result.succeed({ 0: sacredGate, 1: mysticPeak, 2: phoenix })
}

/** An optional setting parsed by `parse`; a value it refuses stops the start with its sentence. */
const parsedSetting = <A>(name: string, parse: (text: string) => Result.Result<A, string>) =>
  Config.String(name).pipe(
    Config.option,
    Config.mapEffect((value) => {
      if (Option.isNone(value) || value.value.trim() === "") return Effect.succeed(undefined)
      const parsed = parse(value.value)
      return Result.isFailure(parsed) ? refusedSetting(parsed.failure) : Effect.succeed(parsed.success)
    }),
  )

/** The three settings that say where the game's databases are. */
export const gameDatabaseSettings = {
  user: "GAME_USER_DATABASE_URL",
  game: "GAME_GAME_DATABASE_URL",
  shop: "GAME_SHOP_DATABASE_URL",
} as const

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
    everySetting({
      databases: everySetting({
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
      characterColumns: Config.map(
        parsedSetting("GAME_CHARACTER_COLUMNS", parseCharacterColumns),
        (renamed) => renamed ?? {},
      ),
      schoolStarts: parsedSetting("GAME_SCHOOL_START_MAPS", parseSchoolStarts),
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
  characterColumns: {},
  schoolStarts: undefined,
})

export class GameLinkSettings extends Context.Service<GameLinkSettings, GameLinkSettingsShape>()(
  "gatehouse/server/GameLinkSettings",
) {
  static readonly layer = Layer.effect(GameLinkSettings, Effect.orDie(gameLinkSettingsFromEnvironment))
  static readonly make = (settings: GameLinkSettingsShape) => Layer.succeed(GameLinkSettings, settings)
  static readonly none = Layer.succeed(GameLinkSettings, { kind: "none" })
}
