import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
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
  /**
   * Approve or reject a pending request; a request already decided, or a game that cannot be
   * reached, answers 409; an address the game's whitelist cannot hold 422 (the request stays pending).
   */
  HttpApiEndpoint.post("decideWhitelistRequest", "/staff/whitelist/decide", {
    payload: WhitelistDecisionPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotFound, Conflict],
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
  /**
   * Cancel an item still waiting in the game's item bank and refund its price once. An item already
   * collected or cancelled, or no game link at all, answers 409; an item not the player's 404.
   */
  HttpApiEndpoint.post("cancelPlayerItem", "/staff/players/cancel-item", {
    payload: CancelItemPayload,
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
