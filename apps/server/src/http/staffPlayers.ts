import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { IpWhitelist } from "../accounts/IpWhitelist.ts"
import { PlayerAdmin } from "../accounts/PlayerAdmin.ts"
import { PlayerRecords } from "../accounts/PlayerRecords.ts"
import { playerAdminMessages } from "../accounts/playerAdminMessages.ts"
import { answerRefusals } from "./refusals.ts"

/** The administrators' player pages: the whitelist queue, the player search and record, and their actions. */
export const StaffPlayersHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffPlayers",
  Effect.fn(function* (handlers) {
    const whitelist = yield* IpWhitelist
    const records = yield* PlayerRecords
    const admin = yield* PlayerAdmin
    return handlers
      .handle("getWhitelistQueue", ({ query }) =>
        Effect.gen(function* () {
          const page = query.page ?? 1
          const { rows, pageCount } = yield* whitelist.queue(page)
          return { data: rows, page, pageCount }
        }),
      )
      .handle("decideWhitelistRequest", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          return { message: yield* admin.decideWhitelist(staff, payload.id, payload.decision) }
        }).pipe(answerRefusals),
      )
      .handle("searchPlayers", ({ query }) =>
        Effect.gen(function* () {
          const page = query.page ?? 1
          const { rows, pageCount } = yield* records.search(query.q ?? "", page)
          return { data: rows, page, pageCount }
        }),
      )
      .handle("getPlayerRecord", ({ query }) =>
        Effect.gen(function* () {
          return yield* records.record(yield* CurrentStaff, query.user)
        }).pipe(answerRefusals),
      )
      .handle("getPlayerLedger", ({ query }) =>
        Effect.gen(function* () {
          const page = query.page ?? 1
          const { rows, pageCount } = yield* records.ledger(query.user, page)
          return { data: rows, page, pageCount }
        }).pipe(answerRefusals),
      )
      .handle("adjustPlayerBalance", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const after = yield* admin.adjust(staff, payload)
          return {
            message: playerAdminMessages.adjusted(after.userId),
            rcoin: after.userPoints,
            milleage: after.userPoints2,
          }
        }).pipe(answerRefusals),
      )
      .handle("blockPlayerLogin", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          return { message: yield* admin.block(staff, payload.user, payload.reason) }
        }).pipe(answerRefusals),
      )
      .handle("cancelPlayerItem", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          return { message: yield* admin.cancelItem(staff, payload.user, payload.purKey) }
        }).pipe(answerRefusals),
      )
      .handle("unblockPlayerLogin", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          return { message: yield* admin.unblock(staff, payload.user) }
        }).pipe(answerRefusals),
      )
      .handle("setPlayerStaffLevel", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          return { message: yield* admin.setStaffLevel(staff, payload.user, payload.level) }
        }).pipe(answerRefusals),
      )
  }),
)
