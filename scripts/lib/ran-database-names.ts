// Where an e2e run's game databases live and what they are called. Kept apart from the code that
// makes them, so playwright.config.ts names them without loading a database client.
import { testDatabaseUrl } from "./postgres.ts"

export const ranDatabaseSections = ["RanUser", "RanGame1", "RanShop"] as const
export type RanDatabaseSection = (typeof ranDatabaseSections)[number]

/** The names every harness database starts with; the sweep of leftovers looks at these alone. */
export const ranNamePrefix = "gatehouse_e2e_"

/** The settings the server reads for each of the game's databases (docs/game-link.md). */
export const gameDatabaseSettings = {
  RanUser: "GAME_USER_DATABASE_URL",
  RanGame1: "GAME_GAME_DATABASE_URL",
  RanShop: "GAME_SHOP_DATABASE_URL",
} as const satisfies Record<RanDatabaseSection, string>

/**
 * The PostgreSQL server the game's databases live on: the one the server tests use for them
 * (TEST_GAME_DATABASE_URL, else TEST_DATABASE_URL, else the machine's own).
 */
export const ranServerUrl = (): string => process.env.TEST_GAME_DATABASE_URL?.trim() || testDatabaseUrl()

/**
 * A run's tag: the process that owns the run, and when it started. The process lets a later run
 * tell a killed run's leftovers from a live run's databases; the time keeps names unique.
 */
export const newRunTag = (ownerPid: number = process.pid): string => `${ownerPid}_${Date.now().toString(36)}`

/** The server's URL with another database in its path. */
export const withDatabase = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A run's three databases, `gatehouse_e2e_ranuser_<pid>_<time>` and so on, on the server. */
export const runDatabaseUrls = (
  serverUrl: string,
  tag: string,
): Readonly<Record<RanDatabaseSection, string>> => {
  const url = (section: RanDatabaseSection) =>
    withDatabase(serverUrl, `${ranNamePrefix}${section.toLowerCase()}_${tag}`)
  return { RanUser: url("RanUser"), RanGame1: url("RanGame1"), RanShop: url("RanShop") }
}

/**
 * The portal's own database for a run's RAN-linked product, `gatehouse_e2e_portal_<pid>_<time>`: on
 * PostgreSQL it starts in a fraction of the embedded database's time, which the run's other product
 * would otherwise share its CPU with.
 */
export const runPortalDatabaseUrl = (serverUrl: string, tag: string): string =>
  withDatabase(serverUrl, `${ranNamePrefix}portal_${tag}`)

/** Each game database's URL from the server's own settings; a missing one is a harness mistake. */
export const gameDatabaseUrls = (env: NodeJS.ProcessEnv): Readonly<Record<RanDatabaseSection, string>> => {
  const url = (section: RanDatabaseSection) => {
    const value = env[gameDatabaseSettings[section]]
    if (!value) throw new Error(`${gameDatabaseSettings[section]} is not set`)
    return value
  }
  return { RanUser: url("RanUser"), RanGame1: url("RanGame1"), RanShop: url("RanShop") }
}
