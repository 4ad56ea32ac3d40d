import { newsEndpoints } from "./newsEndpoints.ts"
import { staffEndpoints } from "./staffEndpoints.ts"

/**
 * Every call of the staff console, one table per console page, kept apart from the player's
 * `endpoints` so the portal's player pages never download a console schema (ADR 0025).
 */
export const consoleEndpoints = {
  ...staffEndpoints,
  ...newsEndpoints,
} as const

export type ConsoleEndpoints = typeof consoleEndpoints
