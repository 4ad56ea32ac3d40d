import { characterServiceEndpoints } from "./characterServiceEndpoints.ts"
import { codeEndpoints } from "./codeEndpoints.ts"
import { contentEndpoints } from "./contentEndpoints.ts"
import { eventEndpoints } from "./eventEndpoints.ts"
import { gameLinkEndpoints } from "./gameLinkEndpoints.ts"
import { newsEndpoints } from "./newsEndpoints.ts"
import { paymentEndpoints } from "./paymentEndpoints.ts"
import { playerEndpoints } from "./playerEndpoints.ts"
import { reportEndpoints } from "./reportEndpoints.ts"
import { shopEndpoints } from "./shopEndpoints.ts"
import { staffEndpoints } from "./staffEndpoints.ts"
import { ticketEndpoints } from "./ticketEndpoints.ts"
import { voteEndpoints } from "./voteEndpoints.ts"

/**
 * Every call of the staff console, one table per console page, kept apart from the player's
 * `endpoints` so the portal's player pages never download a console schema (ADR 0025).
 */
export const consoleEndpoints = {
  ...staffEndpoints,
  ...playerEndpoints,
  ...codeEndpoints,
  ...contentEndpoints,
  ...ticketEndpoints,
  ...shopEndpoints,
  ...newsEndpoints,
  ...gameLinkEndpoints,
  ...paymentEndpoints,
  ...characterServiceEndpoints,
  ...voteEndpoints,
  ...eventEndpoints,
  ...reportEndpoints,
} as const

export type ConsoleEndpoints = typeof consoleEndpoints
