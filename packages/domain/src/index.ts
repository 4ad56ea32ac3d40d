export {
  type CacheEntry,
  CacheEntrySchema,
  type CachePolicy,
  cacheEntry,
  cachePolicies,
  isFresh,
  isFreshNow,
} from "./cache.ts"
export {
  type CharacterClass,
  type ClassCode,
  type ClassFilter,
  type ClassKey,
  characterClasses,
  classFilters,
  classGuidePanels,
  classGuideTabs,
  classOfCode,
  classOfKey,
  type School,
  type SchoolFilter,
  type SchoolId,
  schoolFilters,
  schoolOfId,
  schools,
} from "./catalog.ts"
export {
  type CharacterServiceKind,
  type CharacterStatKey,
  characterNameMessages,
  characterNameProblem,
  characterNameRule,
  characterOnlyServices,
  characterServiceChanges,
  characterServiceKinds,
  characterServiceMessages,
  characterServiceNames,
  characterServiceTexts,
  characterStats,
  isCharacterService,
  maxServiceCooldownHours,
  type ServiceCurrency,
  type ServiceUseState,
  serviceCurrencies,
  serviceCurrencyNames,
  serviceUseStateLabels,
  serviceUseStates,
} from "./characterServices.ts"
export {
  type ClassGuideEntry,
  classGuide,
  classGuideName,
  classGuideTabEntries,
  classGuideTabName,
  classGuideUntabbedEntries,
  type GuideStat,
  guideStats,
} from "./classGuide.ts"
export { type ConsolePageSlug, consolePageSlugs, consolePath, consoleSlugOf } from "./consoleAddresses.ts"
export { type Country, countries, countryOfCode } from "./countries.ts"
export {
  type AnswerBalances,
  asAnswerBalances,
  asSessionBalances,
  type ByCurrency,
  type ByLedgerCurrency,
  balancesOfAnswer,
  balancesOfSession,
  byLedgerName,
  type ColumnBalances,
  type Currency,
  type CurrencyNames,
  currencies,
  currencyKeys,
  currencyOfSection,
  type LedgerCurrency,
  ledgerCurrencies,
  ledgerCurrencyNames,
  moneyMessages,
  type SessionBalances,
  type ShopSection,
  shopSectionOf,
  shopSectionOfText,
} from "./currency.ts"
export { currentGameMonth, currentManilaClock, currentMonthIn, GameTimeZone } from "./currentTime.ts"
export { delays } from "./delays.ts"
export { domainEnglish, keyedSentences, playerTables } from "./domainEnglish.ts"
export { domainFilipino } from "./domainFilipino.ts"
export { AccountCharacter, User } from "./entities/account.ts"
export { Amount } from "./entities/amount.ts"
export { SiteBanner } from "./entities/banner.ts"
export { CartItem, CartRow } from "./entities/cart.ts"
export { ConnectionInfo } from "./entities/connection.ts"
export {
  DownloadItem,
  MediaEntry,
  MediaFile,
  type MediaKind,
  mediaKinds,
  NewsItem,
  SocialLink,
} from "./entities/content.ts"
export {
  isPlainText,
  loneSurrogateMessage,
  nulCharacterMessage,
  PlainText,
  TrimmedPlainText,
} from "./entities/plainText.ts"
export { CharacterPlaces, MyRankingsResponse, RankingRow, RankingsResponse } from "./entities/ranking.ts"
export {
  Gender,
  genderNames,
  genders,
  RegistrationPayload,
  secretQuestionLabels,
  secretQuestions,
} from "./entities/registration.ts"
export {
  PageFields,
  PurchaseHistoryRow,
  ShopCategory,
  ShopItem,
  TopUpHistoryRow,
} from "./entities/shop.ts"
export {
  countdownParts,
  countdownText,
  eventLimits,
  eventOverAt,
  eventTexts,
  homeEventCount,
  instantOfZonedTime,
  isEventLink,
  isEventShown,
  type ScheduledEvent,
  zonedTimeOf,
} from "./events.ts"
export {
  defaultAppName,
  documentTitle,
  type FrameQuery,
  frameQuery,
  frameQueryDefaults,
  guardRedirect,
  newsHref,
  notFoundRoute,
  type RouteEntry,
  type RouteGuard,
  type RouteMatch,
  resolveAppName,
  routeCrumbs,
  routeForPath,
  routes,
  type Section,
  sections,
  topUpPaymentHref,
  topUpPaymentIdOf,
} from "./frame.ts"
export {
  type GuestTicketField,
  type GuestTicketForm,
  guestTicketCategory,
  guestTicketMessages,
  validateGuestTicket,
} from "./guestTickets.ts"
export { englishLocale } from "./intlFormats.ts"
export { plainAddress } from "./ipAddress.ts"
export { type ItemPictureFields, itemPicturesLocation, shopItemPicture } from "./itemPictures.ts"
export {
  acceptedLanguages,
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookie,
  languageOf,
  languageParameter,
  languages,
  localeOf,
  preferredLanguage,
} from "./languages.ts"
export {
  type ForumBoard,
  forumBoardHref,
  forumBoardNames,
  forumBoardOf,
  forumBoards,
  type NotOpenSection,
  notOpenMessage,
  notOpenSections,
  rankingSeasonsHref,
  rankingSeasonsTarget,
} from "./legacyPages.ts"
export {
  amountLeft,
  formatAmount,
  formatCents,
  formatCount,
  fromCents,
  lineTotal,
  sumAmounts,
  toCents,
} from "./money.ts"
export {
  asksForNewsArchive,
  isNewsBoardCategory,
  type NewsBoardKey,
  newsArchiveHref,
  newsBoardCategories,
  newsBoardOfCategory,
  newsPageSize,
} from "./newsBoards.ts"
export { type NewsBodyElement, newsBodyElements } from "./newsBodyElements.ts"
export {
  type NewsKind,
  newsBodyMaxLength,
  newsDraftMessages,
  newsKindName,
  newsKindNames,
  newsKinds,
  newsSubjectMaxLength,
  newsThumbnailMaxLength,
} from "./newsEditing.ts"
export { pageDescriptions } from "./pageDescriptions.ts"
export {
  acceptPageChange,
  nextPage,
  type PagerItem,
  pageHref,
  pagerAdjacents,
  pagerFullListLimit,
  pagerItems,
  pagerLabels,
  previousPage,
} from "./pager.ts"
export {
  formatPesos,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentState,
  paymentCurrency,
  paymentMethodLabel,
  paymentMethods,
  paymentMethodWords,
  paymentProviderNames,
  paymentProviders,
  paymentStateLabels,
  paymentStates,
  settledPaymentStates,
} from "./payments.ts"
export { isPictureAddress } from "./pictureAddress.ts"
export {
  defaultAgentChatUrl,
  isPolicySlug,
  maxPolicyLength,
  type PolicyPageEntry,
  type PolicySlug,
  policyHref,
  policyOfSection,
  policyPages,
  policySlugs,
  unwrittenPolicyMessage,
} from "./policyPages.ts"
export { RankingSeason } from "./rankingSeasons.ts"
export {
  allRankings,
  defaultRankingTab,
  homeRankingPart,
  homeRankingSize,
  openingRankingLists,
  openingRankingPart,
  passesRankingFilter,
  type Ranked,
  type RankingFilter,
  type RankingTab,
  type RankingTabValue,
  rankingListSize,
  rankingPageCount,
  rankingPageOfIndex,
  rankingPageRows,
  rankingPageSize,
  rankingRowsForTab,
  rankingTabs,
  rankingTabValues,
  rankRows,
  rowsNamed,
} from "./rankings.ts"
export { seasonLabel, seasonName, seasonNamed } from "./seasons.ts"
export { type SentenceTable, sentencesOf } from "./sentenceTable.ts"
export {
  bootAttributes,
  portalStartedEvent,
  renderedPartsAttribute,
  serverAnswersId,
} from "./serverRender.ts"
export {
  ACCESS_TOKEN,
  adminGreeting,
  adminUserType,
  effectiveUserType,
  guestSession,
  isAdmin,
  isLoggedIn,
  type LoginAnswer,
  type LoginOutcome,
  loginOutcome,
  logout,
  type MemberSession,
  normalUserStatusMax,
  type Session,
  type SessionStorageKey,
  type StoredSession,
  sessionFromStorage,
  sessionStorageKeys,
  sessionToStorage,
  USER_DATA,
  USER_TYPE,
  unexpectedErrorMessage,
  withBalances,
} from "./session.ts"
export {
  normalShopPrice,
  type ShopRibbonKind,
  shopAdminLimits,
  shopAdminMessages,
  shopIconPattern,
  shopPricePattern,
  shopRibbonKinds,
  shopRibbonPicture,
  shopSectionChoices,
  shopSectionName,
} from "./shopAdmin.ts"
export {
  ShopId,
  type ShopItemField,
  ShopItemFields,
  type ShopItemValues,
  ShopPriceText,
  ShopSectionValue,
  typedShopName,
} from "./shopItemFields.ts"
export {
  administratorsOnlyMessage,
  administratorUserType,
  type ConsolePage,
  consolePageHref,
  consolePageOf,
  consolePages,
  consolePagesFor,
  editorUserType,
  type StaffRole,
  staffMay,
  staffOnlyMessage,
  staffRoleNames,
  staffRoleOf,
  staffRoles,
} from "./staff.ts"
export {
  cardNameLength,
  escapeMarkup,
  listNameLength,
  maskEmail,
  truncate,
  truncateCardName,
  truncateListName,
  truncationMark,
} from "./text.ts"
export { tooManyRequestsMessage } from "./throttling.ts"
export {
  isTicketCategory,
  staffPlayerHref,
  staffTicketHref,
  type TicketCategory,
  type TicketField,
  type TicketForm,
  type TicketLink,
  type TicketStatus,
  ticketCategories,
  ticketCategoryNames,
  ticketCode,
  ticketHref,
  ticketLimits,
  ticketLinkOf,
  ticketLinkValue,
  ticketMessages,
  ticketStatuses,
  ticketStatusNames,
  validateTicket,
  validateTicketReply,
} from "./tickets.ts"
export {
  clockCaption,
  clockRefreshMs,
  type DateWords,
  defaultTimeZone,
  englishDateWords,
  formatDateTime,
  formatLongDate,
  formatMonth,
  instantOfWallTime,
  isTimeZoneName,
  type ManilaClock,
  manilaClock,
  manilaZoneLabel,
  noDateText,
  parseServerDate,
  relativeTime,
  timeZoneMetaName,
  type WallTime,
  wallTimeIn,
  type ZonedMonth,
  zonedMonth,
  zonedMonthOf,
} from "./time.ts"
export {
  type ChangePasswordField,
  type ChangePasswordForm,
  validateChangePassword,
} from "./validation/changePassword.ts"
export {
  type FindIdField,
  type FindIdForm,
  type FindPasswordField,
  type FindPasswordForm,
  validateFindId,
  validateFindPassword,
} from "./validation/findAccount.ts"
export { type LoginField, type LoginForm, validateLogin } from "./validation/login.ts"
export { maxLengths, validationMessages } from "./validation/messages.ts"
export { passwordLength, passwordLengthError, passwordRuleMessages } from "./validation/passwordRules.ts"
export { type RedeemField, type RedeemForm, validateRedeem, voucherCodeAsShown } from "./validation/redeem.ts"
export { type RegisterField, type RegisterForm, validateRegister } from "./validation/register.ts"
export { type FieldErrors, isEmailAddress, isValid } from "./validation/rules.ts"
export { formErrorLines, formErrorText, starredList } from "./validation/serverErrors.ts"
export {
  type ToplistCheck,
  type ToplistKind,
  toplistKinds,
  toplistProtocols,
  type VoteRefusal,
  voteAddressFor,
  voteMessages,
  votePlaceholder,
  votePlaceholderMissing,
  voteRefusals,
  voteRewardCurrency,
} from "./votes.ts"
