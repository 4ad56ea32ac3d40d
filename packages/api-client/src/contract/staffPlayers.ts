import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
import {
  BalanceAdjustmentPayload,
  BalanceAdjustmentResponse,
  BlockLoginPayload,
  PlayerLedgerQuery,
  PlayerLedgerResponse,
  PlayerQuery,
  PlayerRecord,
  PlayerSearchQuery,
  PlayerSearchResponse,
  StaffLevelPayload,
  UnblockLoginPayload,
} from "../schemas/staff/players.ts"
import {
  WhitelistDecisionPayload,
  WhitelistQueueQuery,
  WhitelistQueueResponse,
} from "../schemas/staff/whitelist.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/**
 * The administrators' console pages about players (ADR 0025): the IP whitelist queue, and one
 * account's record with its balances, login block and staff level. Every change is audited.
 */
export class StaffPlayersGroup extends contractGroup("staffPlayers").add(
  HttpApiEndpoint.get("getWhitelistQueue", "/staff/whitelist", {
    query: WhitelistQueueQuery,
    success: WhitelistQueueResponse,
  }).middleware(AdministratorAccess),
  /** Approve or reject a pending request; a request already decided answers 409. */
  HttpApiEndpoint.post("decideWhitelistRequest", "/staff/whitelist/decide", {
    payload: WhitelistDecisionPayload,
    success: MessageResponse,
    error: [NotFound, Conflict],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("searchPlayers", "/staff/players", {
    query: PlayerSearchQuery,
    success: PlayerSearchResponse,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("getPlayerRecord", "/staff/players/record", {
    query: PlayerQuery,
    success: PlayerRecord,
    error: NotFound,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("getPlayerLedger", "/staff/players/ledger", {
    query: PlayerLedgerQuery,
    success: PlayerLedgerResponse,
    error: NotFound,
  }).middleware(AdministratorAccess),
  /** A refused amount or a missing reason is a 422; a balance that would fall below zero a 409. */
  HttpApiEndpoint.post("adjustPlayerBalance", "/staff/players/adjust", {
    payload: BalanceAdjustmentPayload,
    success: BalanceAdjustmentResponse,
    error: [ValidationFailed, NotFound, Conflict],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("blockPlayerLogin", "/staff/players/block", {
    payload: BlockLoginPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotFound, Conflict],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("unblockPlayerLogin", "/staff/players/unblock", {
    payload: UnblockLoginPayload,
    success: MessageResponse,
    error: [NotFound, Conflict],
  }).middleware(AdministratorAccess),
  /** Never the administrator's own level (422), so nobody locks themselves out. */
  HttpApiEndpoint.post("setPlayerStaffLevel", "/staff/players/staff-level", {
    payload: StaffLevelPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotFound, Conflict],
  }).middleware(AdministratorAccess),
) {}
