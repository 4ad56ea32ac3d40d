import type { ConsoleCounts as Counts } from "@gatehouse/api-client/console"
import { type StaffRole, staffMay } from "@gatehouse/domain"
import { Clock, Context, Duration, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"

/** How far back a failed top-up still asks for a look: older ones have been seen or given up. */
export const failedPaymentsWindow = Duration.days(7)

const CountsRow = Schema.Struct({
  open_tickets: Schema.Int,
  pending_whitelist: Schema.Int,
  waiting_in_game: Schema.Int,
  payments_to_check: Schema.Int,
})

/**
 * What waits for staff, counted for the console's overview in one read: open tickets, pending
 * whitelist requests, what the game has not finished, and top-ups held or lately failed. Editors
 * get only what their pages show (tickets); the rest is null for them.
 */
export class ConsoleCounts extends Context.Service<
  ConsoleCounts,
  { readonly read: (role: StaffRole) => Effect.Effect<Counts> }
>()("gatehouse/server/ConsoleCounts") {
  static readonly layer = Layer.effect(
    ConsoleCounts,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const read = Effect.fn("ConsoleCounts.read")(function* (role: StaffRole) {
        const now = yield* Clock.currentTimeMillis
        const failedSince = new Date(now - Duration.toMillis(failedPaymentsWindow))
        const [row] = yield* decodeRows(
          CountsRow,
          sql`
            SELECT
              (SELECT count(*)::int FROM tickets WHERE status = 'open') AS open_tickets,
              (SELECT count(*)::int FROM ip_whitelist_requests WHERE status = 'pending') AS pending_whitelist,
              (SELECT count(*)::int FROM game_operations
                WHERE state IN ('pending', 'reserving', 'charging', 'charged', 'needs_operator')) AS waiting_in_game,
              (SELECT count(*)::int FROM payments
                WHERE state = 'held' OR (state = 'failed' AND created_at >= ${failedSince})) AS payments_to_check`,
        ).pipe(Effect.orDie)
        const forAdministrators = (count: number) => (staffMay(role, "administrator") ? count : null)
        return {
          openTickets: row?.open_tickets ?? 0,
          pendingWhitelist: forAdministrators(row?.pending_whitelist ?? 0),
          waitingInGame: forAdministrators(row?.waiting_in_game ?? 0),
          paymentsToCheck: forAdministrators(row?.payments_to_check ?? 0),
        }
      })
      return { read }
    }),
  )
}
