import { shopEndpoints } from "@gatehouse/api-client"
import { CartSummary, ClassicFrameOnly, TopSales } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { mapLoaded } from "../data/mapLoaded.ts"
import { useQuery } from "../data/useQuery.ts"
import { cartQuery } from "./cartQuery.ts"

export interface ShopSidebarProps {
  readonly userNum: number | null
  /** The page's section: on a phone the top sales follow the item shop only. */
  readonly section: string
}

/** The one shop page whose phone layout keeps the top sales: the list they lead to. */
const topSalesPhoneSection = "itemshop"

/**
 * The sidebar boxes of shop pages (spec §2 Sidebar): the player's cart summary (players only; a
 * guest has no cart) and the side panel with the top sales. The classic frame shows both on every
 * shop page; on a phone the top sales would only lengthen the tail of a top-up form or a history, so
 * they stay with the item shop there.
 */
const ShopSidebar = ({ userNum, section }: ShopSidebarProps) => {
  const cart = useQuery(cartQuery(userNum)).state
  const topSales = useQuery(apiQuery(shopEndpoints, "getTopSales")).state
  const topSalesBox = <TopSales items={mapLoaded(topSales, (answer) => answer.itemshopdata)} />
  return (
    <>
      {userNum !== null && <CartSummary rows={cart.status === "loaded" ? cart.value : []} />}
      {section === topSalesPhoneSection ? topSalesBox : <ClassicFrameOnly>{topSalesBox}</ClassicFrameOnly>}
    </>
  )
}

export default ShopSidebar
