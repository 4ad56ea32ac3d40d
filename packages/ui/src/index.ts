export { BrandMark, type BrandMarkProps } from "./art/BrandMark/BrandMark.tsx"
export { Icon, type IconProps, type IconSize, iconSizes } from "./art/Icon/Icon.tsx"
export { type IconName, iconNames } from "./art/Icon/iconPaths.ts"
export { SampleBanner, sampleBannerDescription } from "./art/SampleBanner/SampleBanner.tsx"
export {
  AccountForm,
  AccountFormHeading,
  type AccountFormHeadingProps,
  type AccountFormProps,
  AccountFormRow,
} from "./components/AccountForm/AccountForm.tsx"
export { type ButtonAppearance, type ButtonTone, buttonTones } from "./components/Button/appearance.ts"
export { Button, type ButtonProps } from "./components/Button/Button.tsx"
export { LinkButton, type LinkButtonProps } from "./components/Button/LinkButton.tsx"
export { PlainButton, type PlainButtonProps } from "./components/Button/PlainButton.tsx"
export {
  CartSummary,
  type CartSummaryProps,
  type CartSummaryRow,
} from "./components/CartSummary/CartSummary.tsx"
export {
  allCategory,
  CategoryTabs,
  type CategoryTabsProps,
  type ShopCategoryTab,
} from "./components/CategoryTabs/CategoryTabs.tsx"
export { ClassIcon, type ClassIconProps } from "./components/ClassIcon/ClassIcon.tsx"
export { ConfirmDialog, type ConfirmDialogProps } from "./components/ConfirmDialog/ConfirmDialog.tsx"
export {
  CurrencyAmount,
  type CurrencyAmountProps,
  currencyNames,
} from "./components/CurrencyAmount/CurrencyAmount.tsx"
export { CurrencyLegend, type CurrencyLegendProps } from "./components/CurrencyLegend/CurrencyLegend.tsx"
export {
  type DataColumnKind,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  dataColumnKinds,
} from "./components/DataTable/DataTable.tsx"
export {
  DialogFrame,
  type DialogFrameProps,
  type DialogSize,
  dialogSizes,
} from "./components/DialogFrame/DialogFrame.tsx"
export { Field, type FieldControlProps, type FieldProps } from "./components/Field/Field.tsx"
export { HistoryTable, type HistoryTableProps } from "./components/HistoryTable/HistoryTable.tsx"
export { type HistoryPage, historyFailureText } from "./components/HistoryTable/historyState.ts"
export {
  type DisplayableItem,
  ItemCard,
  type ItemCardProps,
  type ItemCardVariant,
  isDisplayableItem,
  itemCardVariants,
  type ShopCardItem,
} from "./components/ItemCard/ItemCard.tsx"
export {
  ItemDetails,
  type ItemDetailsItem,
  type ItemDetailsProps,
} from "./components/ItemDetails/ItemDetails.tsx"
export {
  ItemPicture,
  type ItemPictureProps,
  type ItemPictureSize,
  itemPictureSizes,
} from "./components/ItemPicture/ItemPicture.tsx"
export {
  ItemTooltip,
  type ItemTooltipProps,
  type TooltipItem,
} from "./components/ItemTooltip/ItemTooltip.tsx"
export { LoginBox, type LoginBoxProps } from "./components/LoginBox/LoginBox.tsx"
export {
  LoginCodeDialog,
  type LoginCodeDialogProps,
  loginCodeLabel,
} from "./components/LoginCodeDialog/LoginCodeDialog.tsx"
export type { LoginCredentials } from "./components/LoginForm/useLoginForm.ts"
export { MediaGrid, type MediaGridProps } from "./components/MediaGrid/MediaGrid.tsx"
export { MediaPicture, type MediaPictureProps } from "./components/MediaGrid/MediaPicture.tsx"
export { MediaTile, type MediaTileProps } from "./components/MediaGrid/MediaTile.tsx"
export { MediaViewer, type MediaViewerProps } from "./components/MediaViewer/MediaViewer.tsx"
export { MessageDialog, type MessageDialogProps } from "./components/MessageDialog/MessageDialog.tsx"
export { MessageField, type MessageFieldProps } from "./components/MessageField/MessageField.tsx"
export { NewsBoard, type NewsBoardProps } from "./components/NewsBoard/NewsBoard.tsx"
export { newsViewsShown, noNewsText } from "./components/NewsBoard/newsTexts.ts"
export {
  Notice,
  type NoticeAnnouncement,
  type NoticeProps,
  type NoticeTone,
  noticeAnnouncements,
  noticeTones,
} from "./components/Notice/Notice.tsx"
export { PageLoading, type PageLoadingProps } from "./components/PageLoading/PageLoading.tsx"
export { Pager, type PagerProps } from "./components/Pager/Pager.tsx"
export { Panel, type PanelProps } from "./components/Panel/Panel.tsx"
export {
  type PayChoice,
  PayOnline,
  type PayOnlineProps,
  type TopUpMethodOption,
  type TopUpPackageOption,
} from "./components/PayOnline/PayOnline.tsx"
export {
  ProcessingDialog,
  type ProcessingDialogProps,
} from "./components/ProcessingDialog/ProcessingDialog.tsx"
export { PromptDialog, type PromptDialogProps } from "./components/PromptDialog/PromptDialog.tsx"
export {
  type PurchaseLine,
  PurchaseSummary,
  type PurchaseSummaryProps,
  purchaseShortfallText,
} from "./components/PurchaseSummary/PurchaseSummary.tsx"
export { RankingTable, type RankingTableProps } from "./components/RankingTable/RankingTable.tsx"
export { RedeemForm, type RedeemFormProps, redeemNotes } from "./components/RedeemForm/RedeemForm.tsx"
export { RefreshHeader, type RefreshHeaderProps } from "./components/RefreshHeader/RefreshHeader.tsx"
export { SchoolEmblem, type SchoolEmblemProps } from "./components/SchoolEmblem/SchoolEmblem.tsx"
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from "./components/SelectField/SelectField.tsx"
export { ServerDate, type ServerDateProps } from "./components/ServerDate/ServerDate.tsx"
export { Spinner, type SpinnerProps } from "./components/Spinner/Spinner.tsx"
export {
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from "./components/TextField/TextField.tsx"
export { TextLink, type TextLinkProps } from "./components/TextLink/TextLink.tsx"
export {
  supportTeamName,
  TicketConversation,
  type TicketConversationMessage,
  type TicketConversationProps,
  type TicketViewer,
  ticketViewers,
} from "./components/TicketConversation/TicketConversation.tsx"
export {
  type TicketEntry,
  TicketFacts,
  type TicketFactsProps,
  type TicketLinkView,
} from "./components/TicketFacts/TicketFacts.tsx"
export { TicketReplyForm, type TicketReplyFormProps } from "./components/TicketReplyForm/TicketReplyForm.tsx"
export {
  TicketStatusBadge,
  type TicketStatusBadgeProps,
} from "./components/TicketStatusBadge/TicketStatusBadge.tsx"
export { Toast, type ToastMessage, type ToastProps, toastHideAfterMs } from "./components/Toast/Toast.tsx"
export { TopSales, type TopSalesItem, type TopSalesProps } from "./components/TopSales/TopSales.tsx"
export { WelcomeBox, type WelcomeBoxProps, type WelcomeUser } from "./components/WelcomeBox/WelcomeBox.tsx"
export {
  SiteConfigProvider,
  type SiteConfigProviderProps,
  useSiteConfig,
} from "./config/SiteConfigProvider.tsx"
export {
  type ClockSettings,
  type CurrencyPlace,
  type CurrencySettings,
  currencyName,
  defaultSiteConfig,
  type SiteConfig,
  type SiteConfigOverrides,
  withSiteConfig,
} from "./config/siteConfig.ts"
export {
  AccountStrip,
  type AccountStripProps,
  type FrameAccount,
} from "./frame/AccountStrip/AccountStrip.tsx"
export {
  type BannerImage,
  BannerRotator,
  type BannerRotatorProps,
} from "./frame/BannerRotator/BannerRotator.tsx"
export { bannerRotatorTiming } from "./frame/BannerRotator/timing.ts"
export { CompactClock, type CompactClockProps } from "./frame/CompactClock/CompactClock.tsx"
export type { IconLink, PolicyHrefs } from "./frame/Footer/footerLinks.ts"
export { ClassicFrameOnly, type ClassicFrameOnlyProps } from "./frame/Frame/ClassicFrameOnly.tsx"
export { defaultSiteName, Frame, type FrameProps } from "./frame/Frame/Frame.tsx"
export {
  LanguagePicker,
  type LanguagePickerProps,
  type PickerLanguage,
} from "./frame/LanguagePicker/LanguagePicker.tsx"
export { MainMenu, type MainMenuMode, type MainMenuProps, mainMenuModes } from "./frame/MainMenu/MainMenu.tsx"
export { ManilaClock, type ManilaClockProps } from "./frame/ManilaClock/ManilaClock.tsx"
export { MenuSheet, type MenuSheetProps } from "./frame/MenuSheet/MenuSheet.tsx"
export {
  defaultAgentChatHref,
  defaultMenu,
  type FrameVariant,
  forumSlotHref,
  frameVariants,
  type MenuGroup,
  type MenuLink,
  type MenuOptions,
  menuGroups,
  sideNavGroup,
} from "./frame/navigation.ts"
export { ServerClock, type ServerClockProps } from "./frame/ServerClock/ServerClock.tsx"
export { type ZonedClock, zonedClock } from "./frame/ServerClock/zonedClock.ts"
export { useHydrated } from "./hooks/useHydrated.ts"
export { englishOf } from "./i18n/englishOf.ts"
export {
  type Catalogue,
  type DomainTable,
  MessagesProvider,
  type MessagesProviderProps,
  type MessageValues,
  type MissingMessageReport,
  type Translate,
  useDomainMessages,
  useDomainText,
  useLanguage,
  useMessages,
} from "./i18n/Messages.tsx"
export { type Formats, useFormats } from "./i18n/useFormats.ts"
export { type Numbers, useLocale, useNumbers } from "./i18n/useNumbers.ts"
export { useValidationText } from "./i18n/useValidationText.ts"
export {
  type Navigate,
  NavigationProvider,
  type NavigationProviderProps,
  useNavigate,
} from "./navigation/NavigationProvider.tsx"
export { newTabHint } from "./navigation/newTabHint.ts"
export { RouterLink, type RouterLinkProps } from "./navigation/RouterLink.tsx"
export {
  ChangePassword,
  type ChangePasswordProps,
  type SecretAnswerPrompt,
} from "./screens/ChangePassword/ChangePassword.tsx"
export {
  CharacterServices,
  type CharacterServicesProps,
} from "./screens/CharacterServices/CharacterServices.tsx"
export {
  characterServicesTexts,
  serviceUseStateLabels,
} from "./screens/CharacterServices/characterServicesTexts.ts"
export {
  type CharacterOnPage,
  type CharacterStatsOnPage,
  type ServiceCooldowns,
  type ServiceOfferOnPage,
  type ServiceOutcome,
  type ServiceRequest,
  type ServicesOnPage,
  type ServiceUseOnPage,
  type ServiceUseState,
  serviceUseStates,
} from "./screens/CharacterServices/servicesOnPage.ts"
export { CheckTicket, type CheckTicketProps, type OpenedTicket } from "./screens/CheckTicket/CheckTicket.tsx"
export { ClassGuide, type ClassGuideProps } from "./screens/ClassGuide/ClassGuide.tsx"
export { classGuideTexts } from "./screens/ClassGuide/classGuideTexts.ts"
export { Downloads, type DownloadsProps, type SystemRequirementRow } from "./screens/Downloads/Downloads.tsx"
export { downloadTexts } from "./screens/Downloads/downloadTexts.ts"
export { ErrorPage, type ErrorPageProps } from "./screens/ErrorPage/ErrorPage.tsx"
export { errorPageTexts } from "./screens/ErrorPage/errorTexts.ts"
export { FindAccount, type FindAccountProps } from "./screens/FindAccount/FindAccount.tsx"
export { processingTexts } from "./screens/FindAccount/processingTexts.ts"
export { Gallery, type GalleryProps } from "./screens/Gallery/Gallery.tsx"
export { galleryTexts } from "./screens/Gallery/galleryTexts.ts"
export { GameStory, type GameStoryProps } from "./screens/GameStory/GameStory.tsx"
export {
  type MapPlace,
  mapPlaces,
  type StoryChapter,
  storyChapters,
  storyTexts,
} from "./screens/GameStory/storyTexts.ts"
export { GameSystem } from "./screens/GameSystem/GameSystem.tsx"
export { gameSystemTexts } from "./screens/GameSystem/gameSystemTexts.ts"
export { type ClubTerritory, unclaimedTerritories } from "./screens/Home/ClubTable.tsx"
export { Home, type HomeProps } from "./screens/Home/Home.tsx"
export type { NewsHeadline } from "./screens/Home/HomeNews.tsx"
export { homeTexts } from "./screens/Home/homeTexts.ts"
export type { LevelRankingLoad } from "./screens/Home/LevelRankingWidget.tsx"
export type { ServerStatus } from "./screens/Home/ServerStatusLine.tsx"
export { Instructions } from "./screens/Instructions/Instructions.tsx"
export {
  type ChatCommand,
  chatCommands,
  type InstructionTopic,
  type InstructionTopicId,
  instructionsTexts,
  instructionTopicIds,
  instructionTopics,
  type KeyBinding,
  keyBindings,
  type MouseAction,
  mouseActions,
} from "./screens/Instructions/instructionsTexts.ts"
export {
  buyConfirmText,
  ItemShop,
  type ItemShopPage,
  type ItemShopProps,
  type ShopItemOnPage,
  shopFailureTexts,
} from "./screens/ItemShop/ItemShop.tsx"
export { LoginPage, type LoginPageProps } from "./screens/LoginPage/LoginPage.tsx"
export type { Loadable, LoadState } from "./screens/loadable.ts"
export { MediaPage, type MediaPageProps, type MediaStateTexts } from "./screens/MediaPage/MediaPage.tsx"
export { MemberOnly, type MemberOnlyProps } from "./screens/MemberOnly/MemberOnly.tsx"
export { Movies, type MoviesProps } from "./screens/Movies/Movies.tsx"
export { movieTexts } from "./screens/Movies/movieTexts.ts"
export type { AccountDetails, AccountUser } from "./screens/MyAccount/AccountDetailsForm.tsx"
export type { ConnectionInfo } from "./screens/MyAccount/ConnectionInfoSection.tsx"
export { MyAccount, type MyAccountProps, type PasswordPrompt } from "./screens/MyAccount/MyAccount.tsx"
export {
  TwoStepSection,
  type TwoStepSectionProps,
  type TwoStepState,
  twoStepTexts,
} from "./screens/MyAccount/TwoStepSection.tsx"
export { whitelistProcessingTexts } from "./screens/MyAccount/whitelistTexts.ts"
export {
  NewsArchive,
  type NewsArchivePage,
  type NewsArchiveProps,
} from "./screens/NewsArchive/NewsArchive.tsx"
export { NewsDetail, type NewsDetailProps, type NewsTopic } from "./screens/NewsDetail/NewsDetail.tsx"
export {
  type NewsBoardContent,
  NewsList,
  type NewsListProps,
  newsBoards,
} from "./screens/NewsList/NewsList.tsx"
export { NotOpenPage, type NotOpenPageProps } from "./screens/NotOpenPage/NotOpenPage.tsx"
export { notOpenTexts } from "./screens/NotOpenPage/notOpenTexts.ts"
export { PlaceholderPage, type PlaceholderPageProps } from "./screens/PlaceholderPage/PlaceholderPage.tsx"
export { PolicyPage, type PolicyPageProps, type PolicyText } from "./screens/PolicyPage/PolicyPage.tsx"
export {
  PurchaseHistory,
  type PurchaseHistoryProps,
  type PurchaseRow,
} from "./screens/PurchaseHistory/PurchaseHistory.tsx"
export {
  Rankings,
  type RankingsProps,
} from "./screens/Rankings/Rankings.tsx"
export { rankingTexts } from "./screens/Rankings/rankingTexts.ts"
export type { RankingSeasons } from "./screens/Rankings/SeasonPicker.tsx"
export { Redeem, type RedeemProps } from "./screens/Redeem/Redeem.tsx"
export {
  RedeemHistory,
  type RedeemHistoryProps,
  type RedeemRow,
} from "./screens/RedeemHistory/RedeemHistory.tsx"
export { NewPlayerWelcome, type NewPlayerWelcomeProps } from "./screens/Register/NewPlayerWelcome.tsx"
export { Register, type RegisterProps } from "./screens/Register/Register.tsx"
export { emptyRegisterValues, type RegisterValues } from "./screens/Register/useRegisterForm.ts"
export {
  ResetPassword,
  type ResetPasswordProps,
  type ResetPasswordValues,
} from "./screens/ResetPassword/ResetPassword.tsx"
export {
  ServerInfo,
  type ServerInfoLoad,
  type ServerInfoPicture,
  type ServerInfoProps,
} from "./screens/ServerInfo/ServerInfo.tsx"
export { serverInfoTexts } from "./screens/ServerInfo/serverInfoTexts.ts"
export {
  type Balances,
  buyCheckedConfirmText,
  cartTotalHints,
  insufficientBalanceText,
  ShoppingCart,
  type ShoppingCartProps,
  type ShoppingCartRow,
} from "./screens/ShoppingCart/ShoppingCart.tsx"
export { Socials, type SocialsProps } from "./screens/Socials/Socials.tsx"
export { networkOf, type SocialNetwork, socialNetworks, socialTexts } from "./screens/Socials/socialTexts.ts"
export {
  GuestTicket,
  type GuestTicketProps,
  guestTicketTexts,
  type SentGuestTicket,
} from "./screens/SubmitTicket/GuestTicket.tsx"
export {
  emptyTicketValues,
  type SentTicket,
  SubmitTicket,
  type SubmitTicketProps,
  type SubmitTicketValues,
} from "./screens/SubmitTicket/SubmitTicket.tsx"
export {
  type PaymentOnPage,
  paymentLoadFailedText,
  paymentNotFoundText,
  TopUpPayment,
  type TopUpPaymentProps,
} from "./screens/TopUpPayment/TopUpPayment.tsx"
export { Vote, type VoteProps } from "./screens/Vote/Vote.tsx"
export { votePageTexts } from "./screens/Vote/votePageTexts.ts"
export type { VoteOnPage, VotePageOnPage, VoteSiteOnPage } from "./screens/Vote/votesOnPage.ts"
export { Wallpaper, type WallpaperProps } from "./screens/Wallpaper/Wallpaper.tsx"
export { wallpaperTexts } from "./screens/Wallpaper/wallpaperTexts.ts"
export { daybreakTokens } from "./theme/daybreak.ts"
export { daybreakThemeClass, themeClass } from "./theme/defaultTheme.ts"
export { hoverMenuScreen, reducedMotion, wideScreen } from "./theme/media.ts"
export { type ThemeTokenDescription, themeTokens } from "./theme/tokenRoles.ts"
export { defaultTokens, reducedMotionTokens, type ThemeTokens } from "./theme/tokens.ts"
export { themeVariableName } from "./theme/variableNames.ts"
export { vars } from "./theme/vars.css.ts"
export { ClockProvider, type ClockProviderProps, useClock } from "./time/ClockProvider.tsx"
export {
  type CancelScheduled,
  type Clock,
  createTestClock,
  systemClock,
  type TestClock,
} from "./time/clock.ts"
