import { frameEndpoints } from "@gatehouse/api-client"
import { apiQuery } from "../data/apiQuery.ts"

/** The player's cart rows (GET /shopcart?usernum=…); none for a guest. */
export const cartQuery = (userNum: number | null) =>
  userNum === null ? null : apiQuery(frameEndpoints, "getShopCart", { usernum: userNum })

/**
 * Spec §4 Shop: the cart is refetched after each quantity, check, add or purchase from the cart — every
 * view of it on screen (the cart page, the sidebar's summary) asks again.
 */
export const cartReads = ["getShopCart"] as const

/**
 * What a purchase changes besides the balances it answers: the purchase history, and the purchases
 * a ticket may be about.
 */
export const purchaseReads = ["getShopPurchases", "getTicketLinks"] as const

/** What a redeemed code changes besides the balances it answers: the top-up history, and the ticket's choices. */
export const topUpReads = ["getTopUpHistory", "getTicketLinks"] as const
