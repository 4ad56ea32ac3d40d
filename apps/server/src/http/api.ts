import { GatehouseApi, RequestValidationLive } from "@gatehouse/api-client/contract"
import { Layer } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { accountServices } from "../accounts/layer.ts"
import { playerAdminServices } from "../accounts/playerAdminServices.ts"
import { Sessions } from "../accounts/Sessions.ts"
import { PublicReads } from "../cache/PublicReads.ts"
import { ReadCache } from "../cache/ReadCache.ts"
import { serviceOfferServices } from "../characterServices/layer.ts"
import { DownloadPage } from "../content/DownloadPage.ts"
import { Downloads } from "../content/Downloads.ts"
import { MediaLibrary } from "../content/MediaLibrary.ts"
import { News } from "../content/News.ts"
import { NewsEditor } from "../content/NewsEditor.ts"
import { SiteBanners } from "../content/SiteBanners.ts"
import { SocialLinks } from "../content/SocialLinks.ts"
import { codesServices } from "../coupons/codesServices.ts"
import { Events } from "../events/Events.ts"
import { GameLinkConsole } from "../gamelink/GameLinkConsole.ts"
import { GameLinkUpkeep } from "../gamelink/GameLinkUpkeep.ts"
import { gameLinkServices } from "../gamelink/layer.ts"
import { GameLinkSettings } from "../gamelink/settings.ts"
import { economyServices } from "../ledger/economyServices.ts"
import { paymentServices } from "../payments/paymentServices.ts"
import { paymentsConsoleServices } from "../payments/paymentsConsoleServices.ts"
import { Rankings } from "../rankings/Rankings.ts"
import { SeasonClosing } from "../rankings/SeasonClosing.ts"
import { ShopAdmin } from "../shop/ShopAdmin.ts"
import { AuditLog } from "../staff/AuditLog.ts"
import { ConsoleCounts } from "../staff/ConsoleCounts.ts"
import { siteContentServices } from "../staff/content/layer.ts"
import { StaffReports } from "../staff/StaffReports.ts"
import { staffAccessLayers } from "../staff/staffAccess.ts"
import { Uploads } from "../staff/Uploads.ts"
import { GuestTickets } from "../support/GuestTickets.ts"
import { TicketDesk } from "../support/TicketDesk.ts"
import { Tickets } from "../support/Tickets.ts"
import { voteServices } from "../votes/layer.ts"
import { AccountsHandlers } from "./accounts.ts"
import { unknownApiPath } from "./apiErrors.ts"
import { CartHandlers } from "./cart.ts"
import { CharacterServicesHandlers } from "./characterServices.ts"
import { ClientAddress } from "./clientAddress.ts"
import { ContentHandlers } from "./content.ts"
import { CouponsHandlers } from "./coupons.ts"
import { EventsHandlers } from "./events.ts"
import { GuestTicketsHandlers } from "./guestTickets.ts"
import { HistoryHandlers } from "./history.ts"
import { AuthorizationLive } from "./middleware/authorization.ts"
import { RateLimiter, RateLimitLive } from "./middleware/rateLimit.ts"
import { paymentNotificationRoutes } from "./paymentNotifications.ts"
import { RankingsHandlers } from "./rankings.ts"
import { SecondFactorHandlers } from "./secondFactor.ts"
import { ShopHandlers } from "./shop.ts"
import { StaffHandlers } from "./staff.ts"
import { StaffCharacterServicesHandlers } from "./staffCharacterServices.ts"
import { StaffCodesHandlers } from "./staffCodes.ts"
import { StaffContentHandlers } from "./staffContent.ts"
import { StaffEventsHandlers } from "./staffEvents.ts"
import { StaffGameLinkHandlers } from "./staffGameLink.ts"
import { StaffNewsHandlers } from "./staffNews.ts"
import { StaffPaymentsHandlers } from "./staffPayments.ts"
import { StaffPlayersHandlers } from "./staffPlayers.ts"
import { StaffReportsHandlers } from "./staffReports.ts"
import { StaffShopHandlers } from "./staffShop.ts"
import { StaffTicketsHandlers } from "./staffTickets.ts"
import { StaffVotesHandlers } from "./staffVotes.ts"
import { TicketsHandlers } from "./tickets.ts"
import { TopUpHandlers } from "./topUp.ts"
import { votePostbackRoutes } from "./votePostbacks.ts"
import { VotesHandlers } from "./votes.ts"

/** Where the OpenAPI document of the contract is served. */
export const openApiPath = "/api/openapi.json"

const handlers = Layer.mergeAll(
  ContentHandlers,
  RankingsHandlers,
  AccountsHandlers,
  SecondFactorHandlers,
  CouponsHandlers,
  ShopHandlers,
  CartHandlers,
  HistoryHandlers,
  TopUpHandlers,
  CharacterServicesHandlers,
  VotesHandlers,
  EventsHandlers,
  StaffHandlers,
  StaffPlayersHandlers,
  StaffCodesHandlers,
  StaffContentHandlers,
  TicketsHandlers,
  GuestTicketsHandlers,
  StaffTicketsHandlers,
  StaffShopHandlers,
  StaffNewsHandlers,
  StaffGameLinkHandlers,
  StaffPaymentsHandlers,
  StaffCharacterServicesHandlers,
  StaffVotesHandlers,
  StaffEventsHandlers,
  StaffReportsHandlers,
).pipe(
  // Routes look their middleware up when they are built, so the groups get it directly.
  Layer.provide([RequestValidationLive, RateLimitLive, AuthorizationLive, ...staffAccessLayers]),
)

/**
 * Every contract call under /api, and a JSON 404 for any other /api path. Needs a SqlClient (a
 * PgClient, whose LISTEN keeps the public reads in memory coherent) and the Settings.
 */
export const apiRoutes = Layer.mergeAll(
  HttpApiBuilder.layer(GatehouseApi, { openapiPath: openApiPath }).pipe(Layer.provide(handlers)),
  paymentNotificationRoutes,
  votePostbackRoutes,
  HttpRouter.add("*", "/api/*", unknownApiPath),
  SeasonClosing,
  GameLinkUpkeep.pipe(Layer.provide(gameLinkServices)),
).pipe(
  Layer.provide(PublicReads.layer),
  Layer.provide(codesServices),
  Layer.provide(siteContentServices),
  Layer.provide(TicketDesk.layer),
  Layer.provide(ShopAdmin.layer),
  Layer.provide(economyServices),
  Layer.provide(paymentServices),
  Layer.provide(paymentsConsoleServices),
  Layer.provide([serviceOfferServices, gameLinkServices, voteServices]),
  Layer.provide([playerAdminServices, GameLinkConsole.layer.pipe(Layer.provide(GameLinkSettings.layer))]),
  Layer.provide(accountServices()),
  Layer.provide([
    News.layer,
    Events.layer,
    NewsEditor.layer,
    Downloads.layer,
    DownloadPage.layer,
    SiteBanners.layer,
    MediaLibrary.layer,
    SocialLinks.layer,
    Rankings.layer,
    AuditLog.layer,
    ConsoleCounts.layer,
    StaffReports.layer,
    Uploads.layer,
    Tickets.layer,
    GuestTickets.layer,
    Sessions.layer,
    RateLimiter.layer,
    ClientAddress.layer,
    ReadCache.withChanges,
  ]),
)
