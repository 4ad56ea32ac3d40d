export { apiPrefix } from "../schemas/prefix.ts"
export { AccountsGroup } from "./accounts.ts"
export { GatehouseApi } from "./api.ts"
export { CartGroup } from "./cart.ts"
export { CharacterServicesGroup } from "./characterServices.ts"
export { ContentGroup } from "./content.ts"
export { CouponsGroup } from "./coupons.ts"
export { type ContractEndpoint, contractEndpoints, fieldNamesOf, type PayloadKind } from "./endpoints.ts"
export {
  Conflict,
  Forbidden,
  InvalidRequest,
  NotFound,
  NotImplemented,
  TooManyRequests,
  Unauthorized,
  ValidationFailed,
} from "./errors.ts"
export { EventsGroup } from "./events.ts"
export { GuestTicketsGroup } from "./guestTickets.ts"
export { HistoryGroup } from "./history.ts"
export { Authorization, CurrentUser, RateLimit, RequestValidation } from "./middleware.ts"
export { RankingsGroup } from "./rankings.ts"
export {
  invalidRequestFromSchemaError,
  invalidRequestMessage,
  RequestValidationLive,
} from "./requestValidation.ts"
export { SecondFactorGroup } from "./secondFactor.ts"
export { ShopGroup } from "./shop.ts"
export { StaffGroup } from "./staff.ts"
export { AdministratorAccess, CurrentStaff, EditorAccess } from "./staffAccess.ts"
export { StaffCharacterServicesGroup } from "./staffCharacterServices.ts"
export { StaffCodesGroup } from "./staffCodes.ts"
export { StaffContentGroup } from "./staffContent.ts"
export { StaffEventsGroup } from "./staffEvents.ts"
export { StaffGameLinkGroup } from "./staffGameLink.ts"
export { StaffNewsGroup } from "./staffNews.ts"
export { StaffPaymentsGroup } from "./staffPayments.ts"
export { StaffPlayersGroup } from "./staffPlayers.ts"
export { StaffReportsGroup } from "./staffReports.ts"
export { StaffShopGroup } from "./staffShop.ts"
export { StaffTicketsGroup } from "./staffTickets.ts"
export { StaffVotesGroup } from "./staffVotes.ts"
export { TicketsGroup } from "./tickets.ts"
export { TopUpGroup } from "./topUp.ts"
export { VotesGroup } from "./votes.ts"
