// The browser entry: plain Schema + fetch, no HttpApi classes (the contract is "./contract").

export { clientFilipino } from "./client/clientFilipino.ts"
export { type ContractCallName, contractCalls } from "./client/contractCalls.ts"
export type { EndpointDefinition, PayloadKind, PlainSchema } from "./client/endpoint.ts"
export { type EndpointName, type Endpoints, endpoints } from "./client/endpoints.ts"
export { ApiDecodeError, type ApiFailure, ApiHttpError, ApiNetworkError } from "./client/failures.ts"
export {
  actionErrorText,
  actionErrorTitle,
  clientFailureTexts,
  plainErrorText,
  serverErrorText,
  unexpectedErrorMessage,
  unknownErrorMessage,
  validationMessages,
} from "./client/failureText.ts"
export { readCsrfMetaToken, requestHeaders } from "./client/headers.ts"
export { makeApiClient } from "./client/makeApiClient.ts"
export {
  type ApiCall,
  type ApiClient,
  type ApiClientOptions,
  type CallInput,
  type ClientOf,
  makeClientFor,
} from "./client/makeClientFor.ts"
export { accountEndpoints } from "./client/player/accountEndpoints.ts"
export { cartEndpoints } from "./client/player/cartEndpoints.ts"
export { characterServiceEndpoints } from "./client/player/characterServiceEndpoints.ts"
export { contentEndpoints } from "./client/player/contentEndpoints.ts"
export { couponEndpoints } from "./client/player/couponEndpoints.ts"
export { eventEndpoints } from "./client/player/eventEndpoints.ts"
export { frameEndpoints } from "./client/player/frameEndpoints.ts"
export { historyEndpoints } from "./client/player/historyEndpoints.ts"
export { rankingEndpoints } from "./client/player/rankingEndpoints.ts"
export { secondFactorEndpoints } from "./client/player/secondFactorEndpoints.ts"
export { sessionEndpoints } from "./client/player/sessionEndpoints.ts"
export { shopEndpoints } from "./client/player/shopEndpoints.ts"
export { ticketEndpoints } from "./client/player/ticketEndpoints.ts"
export { topUpEndpoints } from "./client/player/topUpEndpoints.ts"
export { voteEndpoints } from "./client/player/voteEndpoints.ts"
export {
  applyResponsePolicy,
  isReportedByPolicy,
  networkErrorMessage,
  type PolicyHandlers,
  reportActionError,
  sessionExpiredMessage,
  sessionExpiredRedirectDelay,
  sessionExpiredRedirectPath,
} from "./client/policy.ts"
export {
  FindPasswordPayload,
  FindUserIdPayload,
  MailOutboxResponse,
  MailOutboxRow,
  PasswordCheckPayload,
  RegisterPayload,
  RegisterResponse,
  ResetPasswordPayload,
  SecretAnswerPayload,
  UpdatePasswordPayload,
  UpdateUserDetailsPayload,
  UserIpResponse,
} from "./schemas/accounts.ts"
export { SiteBannersResponse } from "./schemas/banners.ts"
export {
  CartCheckPayload,
  CartRemovePayload,
  PurchaseResponse,
  QuantityChangePayload,
} from "./schemas/cart.ts"
export { CartResponse } from "./schemas/cartRows.ts"
export {
  CharacterServicesView,
  type CharacterStatsView,
  type Cooldowns,
  type ServiceCharacter,
  ServiceOffer,
  ServiceUse,
  UseServiceAnswer,
  UseServicePayload,
} from "./schemas/characterServices.ts"
export { CheckResponse, ErrorBody, FieldErrors, MessageResponse } from "./schemas/common.ts"
export {
  DownloadsResponse,
  MediaListResponse,
  NewsListResponse,
  NewsPageResponse,
  newsCategories,
  ServerInfoResponse,
  SocialLinksResponse,
  type SystemRequirement,
  SystemRequirementsResponse,
} from "./schemas/content.ts"
export { CouponPayload, CouponResponse } from "./schemas/coupons.ts"
export { EventsResponse, GameEvent, ServerStatusResponse } from "./schemas/events.ts"
export { maxNewsCount } from "./schemas/fields.ts"
export { PurchaseHistoryResponse, TopUpHistoryResponse } from "./schemas/history.ts"
export {
  LoginCodePayload,
  LoginPayload,
  LoginResponse,
  SecondStepResponse,
  SignedInResponse,
} from "./schemas/login.ts"
export { MailboxResponse } from "./schemas/mailbox.ts"
export { apiPrefix } from "./schemas/prefix.ts"
export { RankingSeasonsResponse } from "./schemas/rankings.ts"
export {
  SecondFactorCodePayload,
  SecondFactorConfirmResponse,
  SecondFactorDisablePayload,
  SecondFactorSetupResponse,
  SecondFactorStatusResponse,
} from "./schemas/secondFactor.ts"
export { ItemShopResponse, ShopCategoriesResponse, TopSalesResponse } from "./schemas/shop.ts"
export { type PolicyPage, PolicyPageResponse, SiteLinksResponse } from "./schemas/siteLinks.ts"
export {
  GuestTicketPayload,
  GuestTicketResponse,
  MyTicketResponse,
  MyTicketsResponse,
  SubmitTicketPayload,
  SubmitTicketResponse,
  TicketLinkInfo,
  TicketLinksResponse,
  TicketMessage,
  TicketReplyPayload,
  TicketSummary,
} from "./schemas/tickets.ts"
export {
  PayAnswer,
  PaymentParams,
  PaymentView,
  PayPayload,
  TopUpCatalog,
  TopUpMethod,
  TopUpPackage,
} from "./schemas/topUp.ts"
export { VotePageView, VoteRecord, VoteSite } from "./schemas/votes.ts"
