// The staff console's components (ADR 0025): a second entry point, so an app that uses only the
// player-facing library (`@gatehouse/ui`) never bundles them.
export {
  type AuditFilters,
  AuditLog,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogProps,
  noAuditFilters,
} from "./AuditLog/AuditLog.tsx"
// Site content (banners, downloads, server information and links, policy pages).
export {
  type BannerDraft,
  BannerForm,
  type BannerFormProps,
  emptyBannerDraft,
} from "./BannerForm/BannerForm.tsx"
export {
  BannerList,
  type BannerListProps,
  type BannerMove,
  type ContentBanner,
} from "./BannerList/BannerList.tsx"
export {
  BannerTranslationForm,
  type BannerTranslationFormProps,
} from "./BannerTranslationForm/BannerTranslationForm.tsx"
export {
  batchValue,
  CodeBatches,
  type CodeBatchesPage,
  type CodeBatchesProps,
  type CodeBatchRow,
  unusedCodes,
} from "./CodeBatches/CodeBatches.tsx"
export {
  type CodeBatchField,
  type CodeBatchForm,
  CodeGenerator,
  type CodeGeneratorProps,
  emptyCodeBatchForm,
} from "./CodeGenerator/CodeGenerator.tsx"
export {
  ConsoleLayout,
  type ConsoleLayoutProps,
  type ConsoleNavEntry,
} from "./ConsoleLayout/ConsoleLayout.tsx"
export type { ConsoleOutcomeNotice } from "./ConsoleOutcome/ConsoleOutcome.tsx"
export {
  type AttentionCount,
  attentionLabels,
  attentionTexts,
  ConsoleOverview,
  type ConsoleOverviewEntry,
  type ConsoleOverviewProps,
} from "./ConsoleOverview/ConsoleOverview.tsx"
export {
  type BalanceCents,
  ConsoleReport,
  type ConsoleReportProps,
  type ReportDayView,
  type ReportRange,
  type ReportView,
  reportRanges,
  reportTexts,
} from "./ConsoleReport/ConsoleReport.tsx"
export { ContentForm, ContentSwitch, ContentTextArea } from "./ContentForm/ContentForm.tsx"
export {
  type ContentLanguage,
  ContentLanguagePicker,
  type ContentLanguagePickerProps,
} from "./ContentLanguagePicker/ContentLanguagePicker.tsx"
// Events (what the home page counts down to).
export { EventForm, type EventFormProps } from "./EventSchedule/EventForm.tsx"
export { EventSchedule, type EventScheduleProps } from "./EventSchedule/EventSchedule.tsx"
export { eventConsoleTexts } from "./EventSchedule/eventConsoleTexts.ts"
export {
  type EventDraft,
  type EventErrors,
  type EventField,
  type EventOpen,
  type EventView,
  emptyEventDraft,
  eventDraftOf,
} from "./EventSchedule/eventDrafts.ts"
export { GameLinkReport, type GameLinkReportProps } from "./GameLinkReport/GameLinkReport.tsx"
export type {
  GameLinkKind,
  GameLinkReportView,
  MovedBalance,
  UnfinishedBalanceChange,
} from "./GameLinkReport/gameLinkReportTypes.ts"
export {
  MailOutbox,
  type MailOutboxEntry,
  type MailOutboxProps,
  mailStateOf,
} from "./MailOutbox/MailOutbox.tsx"
export {
  emptyMirrorDraft,
  type MirrorDraft,
  MirrorForm,
  type MirrorFormProps,
} from "./MirrorForm/MirrorForm.tsx"
export { type ContentMirror, MirrorList, type MirrorListProps } from "./MirrorList/MirrorList.tsx"
export {
  emptyNewsDraft,
  type NewsDraftField,
  type NewsDraftValues,
  NewsEditorForm,
  type NewsEditorFormProps,
  type NewsSaveFailure,
  newsDraftFields,
  type ThumbnailUpload,
} from "./NewsEditorForm/NewsEditorForm.tsx"
export {
  type NewsEditorEntry,
  NewsEditorList,
  type NewsEditorListPage,
  type NewsEditorListProps,
  type NewsEditorNotice,
} from "./NewsEditorList/NewsEditorList.tsx"
export {
  NewsTranslationForm,
  type NewsTranslationFormProps,
  type NewsTranslationValues,
} from "./NewsTranslationForm/NewsTranslationForm.tsx"
// Payments (top-up packages, payments and their notifications, reconciliation, revenue).
export {
  PaymentDetails,
  type PaymentDetailsProps,
  type PaymentEventView,
} from "./PaymentDetails/PaymentDetails.tsx"
export {
  noPaymentFilters,
  type PaymentFilters,
  PaymentList,
  type PaymentListPage,
  type PaymentListProps,
  paymentTrouble,
} from "./PaymentList/PaymentList.tsx"
export { type PaymentView, paymentStateNames } from "./PaymentList/paymentViews.ts"
export {
  PaymentReconciliation,
  type PaymentReconciliationProps,
  type ReconcileFindingKind,
  type ReconcileRowView,
  type ReconcileView,
  reconcileDayChoices,
  reconcileFindingNames,
} from "./PaymentReconciliation/PaymentReconciliation.tsx"
export { PictureField, type PictureFieldProps } from "./PictureField/PictureField.tsx"
export { PlayerRecord, type PlayerRecordProps } from "./PlayerRecord/PlayerRecord.tsx"
export {
  type PlayerAction,
  type PlayerAdjustment,
  type PlayerCurrency,
  type PlayerLedgerLine,
  type PlayerLedgerView,
  type PlayerLevel,
  type PlayerRecordView,
  type PlayerServiceUse,
  type PlayerStandingView,
  playerLevels,
} from "./PlayerRecord/playerRecordTypes.ts"
export {
  PlayerSearch,
  type PlayerSearchEntry,
  type PlayerSearchPage,
  type PlayerSearchProps,
} from "./PlayerSearch/PlayerSearch.tsx"
export { type ContentPolicyPage, PolicyEditor, type PolicyEditorProps } from "./PolicyEditor/PolicyEditor.tsx"
export { PostbackAddress, type PostbackAddressProps } from "./PostbackAddress/PostbackAddress.tsx"
export {
  type ReferralCodeForm,
  type ReferralCodeRow,
  ReferralCodes,
  type ReferralCodesProps,
} from "./ReferralCodes/ReferralCodes.tsx"
export {
  type ReferralMonthRow,
  ReferralReport,
  type ReferralReportProps,
} from "./ReferralReport/ReferralReport.tsx"
export {
  RefusedPostbacks,
  type RefusedPostbacksProps,
  type RefusedPostbackView,
} from "./RefusedPostbacks/RefusedPostbacks.tsx"
export {
  type RequirementRow,
  RequirementsForm,
  type RequirementsFormProps,
} from "./RequirementsForm/RequirementsForm.tsx"
export {
  dayLabel,
  RevenueChart,
  type RevenueChartProps,
  type RevenueDayView,
} from "./RevenueChart/RevenueChart.tsx"
export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor/RichTextEditor.tsx"
// Character services (which are on, their prices and cooldowns).
export {
  ServiceOfferCard,
  type ServiceOfferCardProps,
} from "./ServiceOffers/ServiceOfferCard.tsx"
export {
  type ServiceOfferStatus,
  ServiceOffers,
  type ServiceOffersProps,
} from "./ServiceOffers/ServiceOffers.tsx"
export {
  type ServiceOfferDraft,
  type ServiceOfferErrors,
  type ServiceOfferField,
  type ServiceOffersView,
  type ServiceOfferView,
  savedServiceOfferText,
  serviceOfferDraftOf,
  serviceOfferFields,
  serviceOfferTexts,
  servicePriceText,
} from "./ServiceOffers/serviceOffers.ts"
export {
  ShopCategories,
  type ShopCategoriesProps,
} from "./ShopCategories/ShopCategories.tsx"
export { ShopItemEditor, type ShopItemEditorProps } from "./ShopItemEditor/ShopItemEditor.tsx"
export {
  emptyShopItemDraft,
  type ShopAdminCategory,
  type ShopAdminItem,
  type ShopItemDraft,
  type ShopItemErrors,
  type ShopItemValues,
  shopItemDraftOf,
} from "./ShopItemEditor/shopItemDraft.ts"
export {
  noShopItemFilters,
  type ShopItemFilters,
  ShopItemList,
  type ShopItemListPage,
  type ShopItemListProps,
  type ShopSaleChoice,
  shopSaleChoices,
} from "./ShopItemList/ShopItemList.tsx"
export { ShopItemPreview, type ShopItemPreviewProps } from "./ShopItemPreview/ShopItemPreview.tsx"
export {
  type SiteContentTab,
  SiteContentTabs,
  type SiteContentTabsProps,
  siteContentTabLabels,
  siteContentTabs,
} from "./SiteContentTabs/SiteContentTabs.tsx"
export {
  type SiteSettingsDraft,
  SiteSettingsForm,
  type SiteSettingsFormProps,
} from "./SiteSettingsForm/SiteSettingsForm.tsx"
export {
  emptySocialLinkDraft,
  type SocialLinkDraft,
  SocialLinkForm,
  type SocialLinkFormProps,
} from "./SocialLinkForm/SocialLinkForm.tsx"
export {
  type ContentSocialLink,
  SocialLinkList,
  type SocialLinkListProps,
} from "./SocialLinkList/SocialLinkList.tsx"
export {
  type DeskAction,
  type DeskTicket,
  TicketDesk,
  type TicketDeskProps,
} from "./TicketDesk/TicketDesk.tsx"
export {
  noTicketFilters,
  type QueueTicket,
  TicketQueue,
  type TicketQueueFilters,
  type TicketQueuePage,
  type TicketQueueProps,
} from "./TicketQueue/TicketQueue.tsx"
// Votes (the toplists, votes per day, refused postbacks).
export { ToplistForm, type ToplistFormProps } from "./ToplistForm/ToplistForm.tsx"
export { ToplistManager, type ToplistManagerProps } from "./ToplistManager/ToplistManager.tsx"
export {
  emptyToplistDraft,
  type ToplistDraft,
  type ToplistErrors,
  type ToplistField,
  type ToplistOpen,
  type ToplistView,
  toplistDraftOf,
  toplistFields,
  withKind,
} from "./ToplistManager/toplists.ts"
export {
  emptyTopUpPackageDraft,
  type TopUpPackageDraft,
  type TopUpPackageField,
  TopUpPackageForm,
  type TopUpPackageFormProps,
} from "./TopUpPackageForm/TopUpPackageForm.tsx"
export {
  TopUpPackages,
  type TopUpPackagesProps,
  type TopUpPackageView,
  topUpPackageDraftOf,
} from "./TopUpPackages/TopUpPackages.tsx"
export { VoteChart, type VoteChartProps } from "./VoteChart/VoteChart.tsx"
export {
  type VoteChartView,
  type VoteDayView,
  type VoteSiteView,
  voteSeriesOf,
} from "./VoteChart/voteSeries.ts"
export { voteConsoleTexts } from "./voteTexts.ts"
export {
  WhitelistQueue,
  type WhitelistQueueDecision,
  type WhitelistQueueEntry,
  type WhitelistQueuePage,
  type WhitelistQueueProps,
} from "./WhitelistQueue/WhitelistQueue.tsx"
