import { ConnectionInfo } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { StateConflict } from "../refusals.ts"
import { accountMessages } from "./messages.ts"

/**
 * `CC_status` of the connection info. The spec fixes only 0 (not whitelisted, the request button
 * shows); 1 is whitelisted and 2 is a request waiting for staff.
 */
export const ipStatus = { notWhitelisted: 0, whitelisted: 1, pending: 2 } as const

/** Players ask staff to whitelist the address they connect from; staff decide (staff console). */
export class IpWhitelist extends Context.Service<
  IpWhitelist,
  {
    readonly connectionInfo: (userNum: number, ip: string) => Effect.Effect<ConnectionInfo>
    readonly request: (userNum: number, ip: string) => Effect.Effect<void, StateConflict>
  }
>()("gatehouse/server/IpWhitelist") {
  static readonly layer = Layer.effect(
    IpWhitelist,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const statusOf = (userNum: number, ip: string) =>
        Effect.map(
          sql<{ status: string }>`
            SELECT status FROM ip_whitelist_requests
            WHERE user_num = ${userNum} AND ip_address = ${ip} AND status IN ('approved', 'pending')
            ORDER BY status = 'approved' DESC LIMIT 1`,
          ([row]) =>
            row?.status === "approved"
              ? ipStatus.whitelisted
              : row?.status === "pending"
                ? ipStatus.pending
                : ipStatus.notWhitelisted,
        )

      const connectionInfo = Effect.fn("IpWhitelist.connectionInfo")(function* (userNum: number, ip: string) {
        return new ConnectionInfo({ CC_IP: ip, CC_status: yield* statusOf(userNum, ip) })
      }, Effect.orDie)

      const request = Effect.fn("IpWhitelist.request")(
        function* (userNum: number, ip: string) {
          const status = yield* statusOf(userNum, ip)
          if (status === ipStatus.whitelisted) {
            return yield* new StateConflict({ message: accountMessages.ipAlreadyWhitelisted })
          }
          // The partial unique index keeps one pending request per address even under double clicks.
          const created = yield* sql`INSERT INTO ip_whitelist_requests ${sql.insert({
            user_num: userNum,
            ip_address: ip.slice(0, 45),
            requested_at: new Date(yield* Clock.currentTimeMillis),
          })} ON CONFLICT DO NOTHING RETURNING id`
          if (created.length === 0)
            return yield* new StateConflict({ message: accountMessages.ipAlreadyRequested })
        },
        Effect.catchTag("SqlError", Effect.die),
      )

      return IpWhitelist.of({ connectionInfo, request })
    }),
  )
}
