import { HttpApiEndpoint } from "effect/http-api"
import { AcknowledgeBalancesResponse, GameLinkReport } from "../schemas/staff/gameLink.ts"
import { Conflict } from "./errors.ts"
import { contractGroup, described } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

export class StaffGameLinkGroup extends contractGroup(
  "staffGameLink",
  "The administrators' game link page (docs/game-link.md): which link is on, the reconciliation report, and taking the balances the game shows as seen (audited).",
).add(
  HttpApiEndpoint.get("getGameLinkReport", "/staff/gamelink", {
    success: GameLinkReport,
    error: Conflict,
  })
    .annotateMerge(
      described(
        "Read the game link report",
        "Which link is on (`none` or `ran`), the balance changes the game does not show as finished, and the balances moved in the game outside the portal; both lists empty with no link. 409 when the game cannot be reached.",
        {},
        {
          answer: {
            link: "ran",
            unfinished: [],
            movedOutside: [
              { userNum: 1042, userId: "ArcherKim", currency: "rcoin", portal: 1250.5, game: 1300.5 },
            ],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("acknowledgeGameBalances", "/staff/gamelink/acknowledge", {
    success: AcknowledgeBalancesResponse,
    error: Conflict,
  })
    .annotateMerge(
      described(
        "Accept the game's balances",
        "Takes the balances the game shows as seen, with a ledger row per change. With no game link, or the game unreachable, 409: there is nothing to acknowledge.",
        {},
        { answer: { message: "The game's balances were taken as seen.", changed: 1 } },
      ),
    )
    .middleware(AdministratorAccess),
) {}
