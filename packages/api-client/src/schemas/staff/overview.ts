import { Schema } from "effect"

/**
 * GET /staff/overview: what waits for staff, counted for the console's first page. A count of a page
 * this staff member may not open (an editor's view of administrators' pages) is null.
 */
export const ConsoleCounts = Schema.Struct({
  /** Tickets no staff member has answered yet. */
  openTickets: Schema.Finite,
  /** IP whitelist requests not yet approved or refused. */
  pendingWhitelist: Schema.NullOr(Schema.Finite),
  /** Balance changes and purchases the game has not finished (the Game link page's unfinished list). */
  waitingInGame: Schema.NullOr(Schema.Finite),
  /** Top-ups held for staff, and top-ups that failed in the last seven days. */
  paymentsToCheck: Schema.NullOr(Schema.Finite),
})
export type ConsoleCounts = typeof ConsoleCounts.Type
