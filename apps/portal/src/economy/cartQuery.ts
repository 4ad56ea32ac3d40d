import { frameEndpoints } from "@gatehouse/api-client"
import type { PortalServices } from "../app/PortalServices.tsx"
import { apiQuery } from "../data/apiQuery.ts"

/** The player's cart rows (GET /shopcart?usernum=…); none for a guest. */
export const cartQuery = (userNum: number | null) =>
  userNum === null ? null : apiQuery(frameEndpoints, "getShopCart", { usernum: userNum })

/**
 * Spec §4 Shop: the cart is refetched after each quantity, check, add or purchase action — every view
 * of it on screen (the cart page, the sidebar's summary) asks again.
 */
export const refetchCart = (services: Pick<PortalServices, "queries">): Promise<void> =>
  services.queries.invalidate((query) => query.call === "getShopCart")
