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
import { contractGroup, described, pageParameter } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

export class StaffPlayersGroup extends contractGroup(
  "staffPlayers",
  "The administrators' console pages about players (ADR 0025): the IP whitelist queue, and one account's record with its balances, login block and staff level. Every change is audited.",
).add(
  HttpApiEndpoint.get("getWhitelistQueue", "/staff/whitelist", {
    query: WhitelistQueueQuery,
    success: WhitelistQueueResponse,
  })
    .annotateMerge(
      described(
        "List the whitelist queue",
        "Pending whitelist requests, oldest first, 25 a page.",
        {
          ...pageParameter,
        },
        {
          answer: {
            data: [
              {
                id: 55,
                userNum: 1042,
                userId: "ArcherKim",
                ipAddress: "203.0.113.24",
                requestedAt: "2026-05-22T01:00:00.000Z",
              },
            ],
            page: 1,
            pageCount: 1,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("decideWhitelistRequest", "/staff/whitelist/decide", {
    payload: WhitelistDecisionPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Approve or reject a whitelist request",
        "With the game link an approval also writes the game's whitelist row in the same transaction. A request already decided, or a game that cannot be reached, is a 409; an address the game's whitelist cannot hold a 422 (the request stays pending); 404 for an unknown request.",
        {},
        { request: { id: 55, decision: "approve" }, answer: { message: "The address was whitelisted." } },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("searchPlayers", "/staff/players", {
    query: PlayerSearchQuery,
    success: PlayerSearchResponse,
  })
    .annotateMerge(
      described(
        "Search the accounts",
        "Accounts whose User ID or e-mail contains the text, in any case, 20 a page, with their balances and whether they are blocked.",
        {
          q: "Accounts whose User ID or e-mail contains this text, in any case (at most 60 characters); every account when absent.",
          ...pageParameter,
        },
        {
          answer: {
            data: [
              {
                userNum: 1042,
                userId: "ArcherKim",
                email: "kim@example.com",
                userType: 1,
                rcoin: 1250.5,
                milleage: 300,
                lastLoginAt: "2026-05-22T00:40:00.000Z",
                blocked: false,
              },
            ],
            page: 1,
            pageCount: 1,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("getPlayerRecord", "/staff/players/record", {
    query: PlayerQuery,
    success: PlayerRecord,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Read an account's record",
        "The account, its standing (whether the reader may act on it, and why not), balances, whitelist, purchases, redemptions, tickets and character services; 404 for no such account.",
        { user: "The account's User ID." },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("getPlayerLedger", "/staff/players/ledger", {
    query: PlayerLedgerQuery,
    success: PlayerLedgerResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Page through an account's ledger",
        "Every balance change of the account, newest first, 20 a page; 404 for no such account.",
        { user: "The account's User ID.", ...pageParameter },
        {
          answer: {
            data: [
              {
                id: 3301,
                at: "2026-05-21T14:02:00.000Z",
                currency: "rcoin",
                amount: -450,
                reason: "purchase",
                note: "Wings of Dawn × 1",
              },
            ],
            page: 1,
            pageCount: 4,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("adjustPlayerBalance", "/staff/players/adjust", {
    payload: BalanceAdjustmentPayload,
    success: BalanceAdjustmentResponse,
    error: [ValidationFailed, NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Adjust a balance",
        "Adds or takes R-Coin or Milleage (signed text, at most 2 decimals) with a reason; answers the balances after. A refused amount or a missing reason is a 422, a balance that would fall below zero a 409, an account not below the caller's standing a 403.",
        {},
        {
          request: {
            user: "ArcherKim",
            currency: "rcoin",
            amount: "-12.50",
            reason: "Refund reversed: the item was delivered after all.",
          },
          answer: { message: "The balance was adjusted.", rcoin: 1238, milleage: 300 },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("blockPlayerLogin", "/staff/players/block", {
    payload: BlockLoginPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Block an account's login",
        "Blocks the account with a reason and ends every session of it. No reason or the caller's own account is a 422, an account already blocked a 409, one not below the caller's standing a 403.",
        {},
        {
          request: { user: "ArcherKim", reason: "Selling accounts (ticket T-2026-000320)." },
          answer: { message: "ArcherKim can no longer log in." },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("unblockPlayerLogin", "/staff/players/unblock", {
    payload: UnblockLoginPayload,
    success: MessageResponse,
    error: [NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Unblock an account's login",
        "Lets the account log in again; 409 when it is not blocked, 403 for an account not below the caller's standing.",
        {},
        { request: { user: "ArcherKim" }, answer: { message: "ArcherKim can log in again." } },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("cancelPlayerItem", "/staff/players/cancel-item", {
    payload: CancelItemPayload,
    success: MessageResponse,
    error: [NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Cancel an item in the game's item bank",
        "Cancels an item still waiting in the game's item bank and refunds its price once. An item already collected or cancelled, or no game link at all, is a 409; an item not the player's a 404.",
        {},
        {
          request: { user: "ArcherKim", purKey: 88123 },
          answer: { message: "The item was cancelled and its price given back." },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("setPlayerStaffLevel", "/staff/players/staff-level", {
    payload: StaffLevelPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Set an account's staff level",
        "Makes the account a player, a content editor or an administrator. Never the caller's own level (422), so nobody locks themselves out; 409 when it is already at that level; 403 for an account not below the caller's standing, or `administrator` given by anyone but the owner.",
        {},
        {
          request: { user: "ArcherKim", level: "editor" },
          answer: { message: "ArcherKim is now a content editor." },
        },
      ),
    )
    .middleware(AdministratorAccess),
) {}
