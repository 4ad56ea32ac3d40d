import { RankingsResponse } from "@gatehouse/domain"
import { Schema } from "effect"
import {
  FindPasswordPayload,
  FindUserIdPayload,
  LoginPayload,
  LoginResponse,
  MailOutboxResponse,
  PasswordCheckPayload,
  RegisterPayload,
  RegisterResponse,
  ResetPasswordPayload,
  SecretAnswerPayload,
  UpdatePasswordPayload,
  UpdateUserDetailsPayload,
  UserIpResponse,
} from "../schemas/accounts.ts"
import {
  CartCheckPayload,
  CartItemsQuery,
  CartQuery,
  CartRemovePayload,
  CartResponse,
  ProductQuery,
  PurchaseResponse,
  QuantityChangePayload,
} from "../schemas/cart.ts"
import { CheckResponse, MessageResponse } from "../schemas/common.ts"
import {
  DownloadsResponse,
  MediaKindParams,
  MediaListResponse,
  NewsIdParams,
  NewsListParams,
  NewsListResponse,
  NewsPageParams,
  NewsPageResponse,
  ServerInfoResponse,
  SiteBannersResponse,
  SocialLinksResponse,
  SystemRequirementsResponse,
} from "../schemas/content.ts"
import { CouponPayload, CouponResponse } from "../schemas/coupons.ts"
import { PageQuery, PurchaseHistoryResponse, TopUpHistoryResponse } from "../schemas/history.ts"
import { RankingSeasonsResponse, RankingsQuery } from "../schemas/rankings.ts"
import { ItemShopQuery, ItemShopResponse, ShopCategoriesResponse, TopSalesResponse } from "../schemas/shop.ts"
import { PolicyPageParams, PolicyPageResponse, SiteLinksResponse } from "../schemas/siteLinks.ts"
import {
  MailboxResponse,
  MyTicketResponse,
  MyTicketsResponse,
  SubmitTicketPayload,
  SubmitTicketResponse,
  TicketIdParams,
  TicketLinksResponse,
  TicketReplyPayload,
} from "../schemas/tickets.ts"

/** Where a call carries its input besides the path: nothing, a JSON body, or the query string. */
export type PayloadKind = "none" | "body" | "query"

/** A schema that needs no services to decode or encode, as every schema of the table does. */
export type PlainSchema = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }

/**
 * One call as the browser makes it. The schemas are the very ones the contract uses, so requests
 * and decoders cannot drift from what the server serves (a test compares the two lists).
 */
export interface EndpointDefinition {
  readonly method: "GET" | "POST"
  /** The spec's path; `:name` segments are filled from `params`. */
  readonly path: string
  readonly params?: PlainSchema
  readonly payload: PayloadKind
  /** The body (payload "body") or the query fields (payload "query"). */
  readonly request?: PlainSchema
  readonly success: PlainSchema
  /** Whether the server refuses the call without a valid bearer token. */
  readonly requiresAuth: boolean
  /** Whether each call carries a fresh Idempotency-Key, so a retry of it is charged only once. */
  readonly idempotent?: true
  /** A call answered with text (a CSV file) rather than JSON: its body is decoded as it came. */
  readonly answer?: "text"
}

export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition

/** Every call of spec §7, named after the spec's client functions. */
export const endpoints = {
  // accounts
  processLogin: endpoint({
    method: "POST",
    path: "/processlogin",
    payload: "body",
    request: LoginPayload,
    success: LoginResponse,
    requiresAuth: false,
  }),
  logout: endpoint({
    method: "POST",
    path: "/logout",
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  }),
  register: endpoint({
    method: "POST",
    path: "/register",
    payload: "body",
    request: RegisterPayload,
    success: RegisterResponse,
    requiresAuth: false,
  }),
  updateUserDetails: endpoint({
    method: "POST",
    path: "/updateuserdetails",
    payload: "body",
    request: UpdateUserDetailsPayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  findUserId: endpoint({
    method: "POST",
    path: "/findUserID",
    payload: "body",
    request: FindUserIdPayload,
    success: MessageResponse,
    requiresAuth: false,
  }),
  findPassword: endpoint({
    method: "POST",
    path: "/findPassword",
    payload: "body",
    request: FindPasswordPayload,
    success: MessageResponse,
    requiresAuth: false,
  }),
  updatePassword: endpoint({
    method: "POST",
    path: "/updatepassword",
    payload: "body",
    request: UpdatePasswordPayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  validateSecretAnswer: endpoint({
    method: "POST",
    path: "/validate-secret-answer",
    payload: "body",
    request: SecretAnswerPayload,
    success: CheckResponse,
    requiresAuth: true,
  }),
  validatePassword: endpoint({
    method: "POST",
    path: "/api/validate-password",
    payload: "body",
    request: PasswordCheckPayload,
    success: CheckResponse,
    requiresAuth: true,
  }),
  whitelistUserIp: endpoint({
    method: "POST",
    path: "/whitelist-user-ip",
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  }),
  getUserIp: endpoint({
    method: "GET",
    path: "/user-ip",
    payload: "none",
    success: UserIpResponse,
    requiresAuth: true,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/reset-password",
    payload: "body",
    request: ResetPasswordPayload,
    success: MessageResponse,
    requiresAuth: false,
  }),
  getMailOutbox: endpoint({
    method: "GET",
    path: "/staff/mail-outbox",
    payload: "none",
    success: MailOutboxResponse,
    requiresAuth: true,
  }),
  // content
  getDownloadsAll: endpoint({
    method: "GET",
    path: "/getdownloadsall",
    payload: "none",
    success: DownloadsResponse,
    requiresAuth: false,
  }),
  getNewsAll: endpoint({
    method: "GET",
    path: "/getnewsall/:category/:count/:flagA/:flagB",
    params: Schema.Struct(NewsListParams),
    payload: "none",
    success: NewsListResponse,
    requiresAuth: false,
  }),
  getNewsPage: endpoint({
    method: "GET",
    path: "/getnewspage/:category/:page",
    params: Schema.Struct(NewsPageParams),
    payload: "none",
    success: NewsPageResponse,
    requiresAuth: false,
  }),
  getSpecificNews: endpoint({
    method: "GET",
    path: "/getspecificnews/:id",
    params: Schema.Struct(NewsIdParams),
    payload: "none",
    success: NewsListResponse,
    requiresAuth: false,
  }),
  getSiteBanners: endpoint({
    method: "GET",
    path: "/getSiteBanners",
    payload: "none",
    success: SiteBannersResponse,
    requiresAuth: false,
  }),
  getSystemRequirements: endpoint({
    method: "GET",
    path: "/getsystemrequirements",
    payload: "none",
    success: SystemRequirementsResponse,
    requiresAuth: false,
  }),
  getServerInfo: endpoint({
    method: "GET",
    path: "/getserverinfo",
    payload: "none",
    success: ServerInfoResponse,
    requiresAuth: false,
  }),
  getMediaAll: endpoint({
    method: "GET",
    path: "/getmediaall/:kind",
    params: Schema.Struct(MediaKindParams),
    payload: "none",
    success: MediaListResponse,
    requiresAuth: false,
  }),
  getSocialLinks: endpoint({
    method: "GET",
    path: "/getsociallinks",
    payload: "none",
    success: SocialLinksResponse,
    requiresAuth: false,
  }),
  getSiteLinks: endpoint({
    method: "GET",
    path: "/getsitelinks",
    payload: "none",
    success: SiteLinksResponse,
    requiresAuth: false,
  }),
  getPolicyPage: endpoint({
    method: "GET",
    path: "/getpolicypage/:slug",
    params: Schema.Struct(PolicyPageParams),
    payload: "none",
    success: PolicyPageResponse,
    requiresAuth: false,
  }),
  // rankings
  getTopRankingsList: endpoint({
    method: "GET",
    path: "/get-top-rankings-list",
    payload: "query",
    request: Schema.Struct(RankingsQuery),
    success: RankingsResponse,
    requiresAuth: false,
  }),
  getRankingSeasons: endpoint({
    method: "GET",
    path: "/get-ranking-seasons",
    payload: "none",
    success: RankingSeasonsResponse,
    requiresAuth: false,
  }),
  // coupons
  processCoupon: endpoint({
    method: "POST",
    path: "/processCoupon",
    payload: "body",
    request: CouponPayload,
    success: CouponResponse,
    requiresAuth: true,
    idempotent: true,
  }),
  // shop
  getShopCategories: endpoint({
    method: "GET",
    path: "/shopcategories",
    payload: "none",
    success: ShopCategoriesResponse,
    requiresAuth: false,
  }),
  getItemShop: endpoint({
    method: "GET",
    path: "/itemshop",
    payload: "query",
    request: Schema.Struct(ItemShopQuery),
    success: ItemShopResponse,
    requiresAuth: false,
  }),
  getTopSales: endpoint({
    method: "GET",
    path: "/topsales",
    payload: "none",
    success: TopSalesResponse,
    requiresAuth: false,
  }),
  // cart
  getShopCart: endpoint({
    method: "GET",
    path: "/shopcart",
    payload: "query",
    request: Schema.Struct(CartQuery),
    success: CartResponse,
    requiresAuth: true,
  }),
  addToCart: endpoint({
    method: "POST",
    path: "/addtocart",
    payload: "query",
    request: Schema.Struct(ProductQuery),
    success: MessageResponse,
    requiresAuth: true,
  }),
  buyItem: endpoint({
    method: "POST",
    path: "/buyitem",
    payload: "query",
    request: Schema.Struct(ProductQuery),
    success: PurchaseResponse,
    requiresAuth: true,
    idempotent: true,
  }),
  buyCartItem: endpoint({
    method: "POST",
    path: "/buycartitem",
    payload: "query",
    request: Schema.Struct(CartItemsQuery),
    success: PurchaseResponse,
    requiresAuth: true,
    idempotent: true,
  }),
  updateQuantity: endpoint({
    method: "POST",
    path: "/updateQuantity",
    payload: "body",
    request: QuantityChangePayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  updateCheck: endpoint({
    method: "POST",
    path: "/updateCheck",
    payload: "body",
    request: CartCheckPayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  removeCartItem: endpoint({
    method: "POST",
    path: "/removecartitem",
    payload: "body",
    request: CartRemovePayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  // history
  getShopPurchases: endpoint({
    method: "GET",
    path: "/shoppurchases",
    payload: "query",
    request: Schema.Struct(PageQuery),
    success: PurchaseHistoryResponse,
    requiresAuth: true,
  }),
  getTopUpHistory: endpoint({
    method: "GET",
    path: "/topuphistory",
    payload: "query",
    request: Schema.Struct(PageQuery),
    success: TopUpHistoryResponse,
    requiresAuth: true,
  }),
  // tickets
  submitTicket: endpoint({
    method: "POST",
    path: "/submitticket",
    payload: "body",
    request: SubmitTicketPayload,
    success: SubmitTicketResponse,
    requiresAuth: true,
  }),
  getTicketLinks: endpoint({
    method: "GET",
    path: "/ticketlinks",
    payload: "none",
    success: TicketLinksResponse,
    requiresAuth: true,
  }),
  getMyTickets: endpoint({
    method: "GET",
    path: "/mytickets",
    payload: "none",
    success: MyTicketsResponse,
    requiresAuth: true,
  }),
  getMyTicket: endpoint({
    method: "GET",
    path: "/mytickets/:id",
    params: Schema.Struct(TicketIdParams),
    payload: "none",
    success: MyTicketResponse,
    requiresAuth: true,
  }),
  replyToMyTicket: endpoint({
    method: "POST",
    path: "/mytickets/:id/reply",
    params: Schema.Struct(TicketIdParams),
    payload: "body",
    request: TicketReplyPayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  getMailbox: endpoint({
    method: "GET",
    path: "/mailbox",
    payload: "none",
    success: MailboxResponse,
    requiresAuth: true,
  }),
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
