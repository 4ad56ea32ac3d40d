import { Schema } from "effect"
import { MessageResponse } from "../../schemas/common.ts"
import {
  BalanceAdjustmentPayload,
  BalanceAdjustmentResponse,
  BlockLoginPayload,
  CancelItemPayload,
  PlayerLedgerQuery,
  PlayerLedgerResponse,
  PlayerQuery,
  PlayerRecord,
  PlayerSearchQuery,
  PlayerSearchResponse,
  StaffLevelPayload,
  UnblockLoginPayload,
} from "../../schemas/staff/players.ts"
import {
  WhitelistDecisionPayload,
  WhitelistQueueQuery,
  WhitelistQueueResponse,
} from "../../schemas/staff/whitelist.ts"
import { contractCalls } from "../contractCalls.ts"

/** The administrators' calls about players: the IP whitelist queue and one account's record and actions. */
export const playerEndpoints = contractCalls({
  getWhitelistQueue: {
    method: "GET",
    path: "/staff/whitelist",
    payload: "query",
    request: Schema.Struct(WhitelistQueueQuery),
    success: WhitelistQueueResponse,
    requiresAuth: true,
  },
  decideWhitelistRequest: {
    method: "POST",
    path: "/staff/whitelist/decide",
    payload: "body",
    request: WhitelistDecisionPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
  searchPlayers: {
    method: "GET",
    path: "/staff/players",
    payload: "query",
    request: Schema.Struct(PlayerSearchQuery),
    success: PlayerSearchResponse,
    requiresAuth: true,
  },
  getPlayerRecord: {
    method: "GET",
    path: "/staff/players/record",
    payload: "query",
    request: Schema.Struct(PlayerQuery),
    success: PlayerRecord,
    requiresAuth: true,
  },
  getPlayerLedger: {
    method: "GET",
    path: "/staff/players/ledger",
    payload: "query",
    request: Schema.Struct(PlayerLedgerQuery),
    success: PlayerLedgerResponse,
    requiresAuth: true,
  },
  adjustPlayerBalance: {
    method: "POST",
    path: "/staff/players/adjust",
    payload: "body",
    request: BalanceAdjustmentPayload,
    success: BalanceAdjustmentResponse,
    requiresAuth: true,
  },
  blockPlayerLogin: {
    method: "POST",
    path: "/staff/players/block",
    payload: "body",
    request: BlockLoginPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
  unblockPlayerLogin: {
    method: "POST",
    path: "/staff/players/unblock",
    payload: "body",
    request: UnblockLoginPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
  cancelPlayerItem: {
    method: "POST",
    path: "/staff/players/cancel-item",
    payload: "body",
    request: CancelItemPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
  setPlayerStaffLevel: {
    method: "POST",
    path: "/staff/players/staff-level",
    payload: "body",
    request: StaffLevelPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
})
