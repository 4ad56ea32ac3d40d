import { Schema } from "effect"
import { SiteBannersResponse } from "../../schemas/banners.ts"
import { CartQuery, CartResponse } from "../../schemas/cartRows.ts"
import { MailboxResponse } from "../../schemas/mailbox.ts"
import { SiteLinksResponse } from "../../schemas/siteLinks.ts"
import { contractCalls } from "../contractCalls.ts"

/**
 * The reads of the frame around every page: the banner rotator, the links staff set, the phone
 * header's cart badge and the welcome box's Mailbox count. They load with the frame; every other table
 * loads with the screens that make its calls.
 */
export const frameEndpoints = contractCalls({
  getSiteBanners: {
    method: "GET",
    path: "/getSiteBanners",
    payload: "none",
    success: SiteBannersResponse,
    requiresAuth: false,
  },
  getSiteLinks: {
    method: "GET",
    path: "/getsitelinks",
    payload: "none",
    success: SiteLinksResponse,
    requiresAuth: false,
  },
  getShopCart: {
    method: "GET",
    path: "/shopcart",
    payload: "query",
    request: Schema.Struct(CartQuery),
    success: CartResponse,
    requiresAuth: true,
  },
  getMailbox: {
    method: "GET",
    path: "/mailbox",
    payload: "none",
    success: MailboxResponse,
    requiresAuth: true,
  },
})
