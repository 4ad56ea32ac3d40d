import { shopEndpoints } from "@gatehouse/api-client"
import { CartSummary, TopSales } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { mapLoaded } from "../data/mapLoaded.ts"
import { useQuery } from "../data/useQuery.ts"
import { cartQuery } from "./cartQuery.ts"

/**
 * The sidebar boxes of shop pages (spec §2 Sidebar): the player's cart summary (players only; a
 * guest has no cart) and the side panel with the top sales.
 */
const ShopSidebar = ({ userNum }: { readonly userNum: number | null }) => {
  const cart = useQuery(cartQuery(userNum)).state
  const topSales = useQuery(apiQuery(shopEndpoints, "getTopSales")).state
  return (
    <>
      {userNum !== null && <CartSummary rows={cart.status === "loaded" ? cart.value : []} />}
      <TopSales items={mapLoaded(topSales, (answer) => answer.itemshopdata)} />
    </>
  )
}

export default ShopSidebar
