import { ConnectionInfo } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows, Total } from "../database/rows.ts"
import { GameWhitelist } from "../gamelink/GameWhitelist.ts"
import { type InputRefused, NotAvailable, StateConflict } from "../refusals.ts"
import { accountMessages } from "./messages.ts"
import { playerAdminMessages } from "./playerAdminMessages.ts"

/**
 * `CC_status` of the connection info. The spec fixes only 0 (not whitelisted, the request button
 * shows); 1 is whitelisted, 2 is a request waiting for staff and 3 a request staff rejected (the
 * player may ask again).
 */
export const ipStatus = { notWhitelisted: 0, whitelisted: 1, pending: 2, rejected: 3 } as const

/** One pending request as the staff queue lists it. */
export interface PendingRequest {
  readonly id: number
  readonly userNum: number
  readonly userId: string
  readonly ipAddress: string
  readonly requestedAt: string
}

export type WhitelistDecision = "approve" | "reject"

/** A request staff have just decided, as it now stands. */
export interface DecidedRequest {
  readonly id: number
  readonly userNum: number
  readonly ipAddress: string
  readonly status: "approved" | "rejected"
  readonly decidedAt: string
  readonly decidedBy: number
}

/** How many pending requests one page of the staff queue shows. */
export const queuePageSize = 25

/** Players ask staff to whitelist the address they connect from; administrators decide (staff console). */
export class IpWhitelist extends Context.Service<
  IpWhitelist,
  {
    readonly connectionInfo: (userNum: number, ip: string) => Effect.Effect<ConnectionInfo>
    readonly request: (userNum: number, ip: string) => Effect.Effect<void, StateConflict>
    /** The pending requests, oldest first. */
    readonly queue: (
      page: number,
    ) => Effect.Effect<{ readonly rows: ReadonlyArray<PendingRequest>; readonly pageCount: number }>
    /**
     * Approves or rejects a pending request: a conditional update from `pending`, so of two decisions
     * only the first counts (the second is a StateConflict). Run it inside the transaction that
     * audits it: an approval the game refuses (InputRefused) must roll the decision back.
     */
    readonly decide: (
      id: number,
      decision: WhitelistDecision,
      decidedBy: number,
    ) => Effect.Effect<DecidedRequest, NotAvailable | StateConflict | InputRefused>
  }
>()("gatehouse/server/IpWhitelist") {
  static readonly layer = Layer.effect(
    IpWhitelist,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const gameLink = yield* GameWhitelist

      /**
       * Where an approval reaches the game: its IPInfo row (nothing with GAME_LINK=none). It runs
       * inside the transaction that records the decision and its audit row, so an address the game
       * refuses leaves the request pending and nothing audited; portal and game never disagree.
       */
      const admitInGame = (approved: DecidedRequest) =>
        gameLink
          .whitelistAddress(approved.userNum, approved.ipAddress)
          .pipe(Effect.catchTag("GameUnavailable", (error) => new StateConflict({ message: error.message })))

      // An approval outranks a waiting request, which outranks the latest rejection.
      const statusOf = (userNum: number, ip: string) =>
        Effect.map(
          decodeRows(
            Schema.Struct({ status: Schema.String }),
            sql`
            SELECT status FROM ip_whitelist_requests
            WHERE user_num = ${userNum} AND ip_address = ${ip}
            ORDER BY status = 'approved' DESC, status = 'pending' DESC, id DESC LIMIT 1`,
          ),
          ([row]) =>
            row?.status === "approved"
              ? ipStatus.whitelisted
              : row?.status === "pending"
                ? ipStatus.pending
                : row?.status === "rejected"
                  ? ipStatus.rejected
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

      const queue = Effect.fn("IpWhitelist.queue")(function* (page: number) {
        const [counted] = yield* decodeRows(
          Total,
          sql`
          SELECT count(*)::int AS total FROM ip_whitelist_requests WHERE status = 'pending'`,
        )
        const rows = yield* decodeRows(
          Schema.Struct({
            id: Schema.Int,
            user_num: Schema.Int,
            user_id: Schema.String,
            ip_address: Schema.String,
            requested_at: Schema.Date,
          }),
          sql`
          SELECT r.id, r.user_num, u.user_id, r.ip_address, r.requested_at
          FROM ip_whitelist_requests r JOIN users u ON u.user_num = r.user_num
          WHERE r.status = 'pending'
          ORDER BY r.requested_at, r.id
          LIMIT ${queuePageSize} OFFSET ${(page - 1) * queuePageSize}`,
        )
        return {
          pageCount: Math.max(1, Math.ceil((counted?.total ?? 0) / queuePageSize)),
          rows: rows.map(
            (row): PendingRequest => ({
              id: row.id,
              userNum: row.user_num,
              userId: row.user_id,
              ipAddress: row.ip_address,
              requestedAt: row.requested_at.toISOString(),
            }),
          ),
        }
      }, Effect.orDie)

      const decide = Effect.fn("IpWhitelist.decide")(
        function* (id: number, decision: WhitelistDecision, decidedBy: number) {
          const status = decision === "approve" ? "approved" : "rejected"
          const decidedAt = new Date(yield* Clock.currentTimeMillis)
          const [updated] = yield* decodeRows(
            Schema.Struct({ user_num: Schema.Int, ip_address: Schema.String }),
            sql`
            UPDATE ip_whitelist_requests
            SET status = ${status}, decided_at = ${decidedAt}, decided_by = ${decidedBy}
            WHERE id = ${id} AND status = 'pending'
            RETURNING user_num, ip_address`,
          )
          if (updated === undefined) {
            const [existing] = yield* decodeRows(
              Schema.Struct({ status: Schema.String }),
              sql`
              SELECT status FROM ip_whitelist_requests WHERE id = ${id}`,
            )
            return yield* existing === undefined
              ? new NotAvailable({ message: playerAdminMessages.noSuchRequest })
              : new StateConflict({ message: playerAdminMessages.alreadyDecided(existing.status) })
          }
          const decided: DecidedRequest = {
            id,
            userNum: updated.user_num,
            ipAddress: updated.ip_address,
            status,
            decidedAt: decidedAt.toISOString(),
            decidedBy,
          }
          if (status === "approved") yield* admitInGame(decided)
          return decided
        },
        Effect.catchTag("SqlError", Effect.die),
      )

      return IpWhitelist.of({ connectionInfo, request, queue, decide })
    }),
  )
}
