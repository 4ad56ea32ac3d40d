// The staff console's entry: its calls and their schemas, loaded only by the console (ADR 0025).
export { type ConsoleEndpoints, consoleEndpoints } from "./client/console/consoleEndpoints.ts"
export { AuditEntry, AuditQuery, AuditResponse } from "./schemas/staff/audit.ts"
export { ServiceOfferPayload, StaffServiceOffers } from "./schemas/staff/characterServices.ts"
export {
  type CodeBatch,
  type CodeBatchesResponse,
  CreateReferralPayload,
  codeBatchCsvType,
  codeBatchFileName,
  GenerateCodesPayload,
  maxBatchSize,
  type ReferralCode,
  type ReferralMonth,
} from "./schemas/staff/codes.ts"
export {
  BannerPayload,
  BannerTranslationPayload,
  DownloadPayload,
  type MoveDirection,
  PolicyPayload,
  RequirementsPayload,
  SiteSettingsPayload,
  SocialLinkPayload,
  type StaffBanner,
  type StaffDownload,
  type StaffPolicyPage,
  type StaffSocialLink,
} from "./schemas/staff/content.ts"
export {
  DeleteEventPayload,
  EventDeletedResponse,
  EventPayload,
  StaffEvent,
  StaffEventResponse,
  StaffEventsResponse,
  UpdateEventPayload,
} from "./schemas/staff/events.ts"
export {
  AcknowledgeBalancesResponse,
  GameLinkReport,
  type GameLinkState,
  gameLinkKinds,
} from "./schemas/staff/gameLink.ts"
export {
  NewsDraftPayload,
  NewsPublishPayload,
  NewsTranslationPayload,
  NewsTranslationRemovalPayload,
  StaffNewsArticle,
  StaffNewsEntry,
  StaffNewsListResponse,
  StaffNewsTranslation,
} from "./schemas/staff/news.ts"
export { ConsoleCounts } from "./schemas/staff/overview.ts"
export {
  maxPackagePriceCentavos,
  maxPackageRcoinCents,
  maxPackageSortOrder,
  minPackagePriceCentavos,
  type PaymentEventRow,
  packageMessages,
  packageProblems,
  paymentFilterMessages,
  type ReconcileFinding,
  type ReconcileResponse,
  type ReconcileRow,
  type RevenueDay,
  reconcileDefaultDays,
  reconcileFindings,
  reconcileMaxDays,
  revenueDays,
  type StaffPaymentResponse,
  type StaffPaymentRow,
  type StaffTopUpPackage,
  TopUpPackagePayload,
  UpdateTopUpPackagePayload,
} from "./schemas/staff/payments.ts"
export {
  BalanceAdjustmentPayload,
  BalanceAdjustmentResponse,
  type BalanceCurrency,
  BlockLoginPayload,
  balanceCurrencies,
  CancelItemPayload,
  LedgerLine,
  PlayerLedgerResponse,
  PlayerRecord,
  PlayerSearchResponse,
  PlayerStanding,
  PlayerSummary,
  type StaffLevel,
  staffLevels,
  staffLevelUserTypes,
} from "./schemas/staff/players.ts"
export {
  type ReportDay,
  reportMaxDays,
  reportRangeMessages,
  reportRangeProblems,
  StaffReport,
  StaffReportQuery,
} from "./schemas/staff/reports.ts"
export {
  type AdminShopCategory,
  type AdminShopItem,
  type AdminShopItemsResponse,
  type CreateShopItemPayload,
  shopSaleFilters,
  type UpdateShopItemPayload,
} from "./schemas/staff/shop.ts"
export {
  StaffTicketResponse,
  StaffTicketRow,
  StaffTicketsQuery,
  StaffTicketsResponse,
} from "./schemas/staff/tickets.ts"
export {
  isTranslationLanguage,
  languageName,
  TranslationLanguage,
  translationLanguages,
} from "./schemas/staff/translations.ts"
export {
  maxUploadBytes,
  UploadPayload,
  UploadResponse,
  uploadTypes,
} from "./schemas/staff/uploads.ts"
export {
  maxToplistAddresses,
  RefusedPostback,
  StaffToplist,
  ToplistPayload,
  ToplistResponse,
  ToplistsResponse,
  UpdateToplistPayload,
  VoteDay,
  VoteReport,
} from "./schemas/staff/votes.ts"
export {
  type WhitelistDecision,
  WhitelistQueueResponse,
  WhitelistRequest,
  whitelistDecisions,
} from "./schemas/staff/whitelist.ts"
