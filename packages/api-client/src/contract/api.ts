import { HttpApi } from "effect/http-api"
import { apiPrefix } from "../schemas/prefix.ts"
import { AccountsGroup } from "./accounts.ts"
import { CartGroup } from "./cart.ts"
import { CharacterServicesGroup } from "./characterServices.ts"
import { ContentGroup } from "./content.ts"
import { CouponsGroup } from "./coupons.ts"
import { documentAnnotations } from "./document.ts"
import { EventsGroup } from "./events.ts"
import { GuestTicketsGroup } from "./guestTickets.ts"
import { HistoryGroup } from "./history.ts"
import { RateLimit, RequestValidation } from "./middleware.ts"
import { RankingsGroup } from "./rankings.ts"
import { SecondFactorGroup } from "./secondFactor.ts"
import { ShopGroup } from "./shop.ts"
import { StaffGroup } from "./staff.ts"
import { StaffCharacterServicesGroup } from "./staffCharacterServices.ts"
import { StaffCodesGroup } from "./staffCodes.ts"
import { StaffContentGroup } from "./staffContent.ts"
import { StaffEventsGroup } from "./staffEvents.ts"
import { StaffGameLinkGroup } from "./staffGameLink.ts"
import { StaffNewsGroup } from "./staffNews.ts"
import { StaffPaymentsGroup } from "./staffPayments.ts"
import { StaffPlayersGroup } from "./staffPlayers.ts"
import { StaffReportsGroup } from "./staffReports.ts"
import { StaffShopGroup } from "./staffShop.ts"
import { StaffTicketsGroup } from "./staffTickets.ts"
import { StaffVotesGroup } from "./staffVotes.ts"
import { TicketsGroup } from "./tickets.ts"
import { TopUpGroup } from "./topUp.ts"
import { VotesGroup } from "./votes.ts"

/**
 * Every call the portal makes (spec §7), mounted under {@link apiPrefix}: `/api/processlogin`,
 * `/api/getnewsall/0/8/1/0`, and, because the spec's own path already starts with `/api`,
 * `/api/api/validate-password`.
 */
export class GatehouseApi extends HttpApi.make("gatehouse")
  .add(AccountsGroup, ContentGroup, RankingsGroup, CouponsGroup, ShopGroup, CartGroup, HistoryGroup)
  .add(SecondFactorGroup)
  .add(TopUpGroup)
  .add(CharacterServicesGroup)
  .add(VotesGroup)
  .add(EventsGroup)
  // The staff console (ADR 0025): one group per console page, each behind EditorAccess or AdministratorAccess.
  .add(StaffGroup)
  .add(StaffPlayersGroup)
  .add(StaffCodesGroup)
  .add(StaffContentGroup)
  .add(TicketsGroup, GuestTicketsGroup, StaffTicketsGroup)
  .add(StaffShopGroup)
  .add(StaffNewsGroup)
  .add(StaffGameLinkGroup)
  .add(StaffPaymentsGroup)
  .add(StaffCharacterServicesGroup)
  .add(StaffVotesGroup)
  .add(StaffEventsGroup)
  .add(StaffReportsGroup)
  .middleware(RequestValidation)
  .middleware(RateLimit)
  .prefix(apiPrefix)
  .annotateMerge(documentAnnotations) {}
