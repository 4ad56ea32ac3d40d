import { HttpApiEndpoint } from "effect/http-api"
import { AcknowledgeBalancesResponse, GameLinkReport } from "../schemas/staff/gameLink.ts"
import { Conflict } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/**
 * The administrators' game link page (docs/game-link.md): which link is on, the reconciliation
 * report, and taking the balances the game shows as seen (audited).
 */
export class StaffGameLinkGroup extends contractGroup("staffGameLink").add(
  HttpApiEndpoint.get("getGameLinkReport", "/staff/gamelink", {
    success: GameLinkReport,
    error: Conflict,
  }).middleware(AdministratorAccess),
  /** With no game link, or the game unreachable, 409: there is nothing to acknowledge. */
  HttpApiEndpoint.post("acknowledgeGameBalances", "/staff/gamelink/acknowledge", {
    success: AcknowledgeBalancesResponse,
    error: Conflict,
  }).middleware(AdministratorAccess),
) {}
