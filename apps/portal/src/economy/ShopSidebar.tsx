import { CartSummary, TopSales } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useCart } from "./useCart.ts"
import { useLoaded } from "./useLoaded.ts"

/**
 * The sidebar boxes of shop pages (spec §2 Sidebar): the player's cart summary (players only; a
 * guest has no cart) and the side panel with the top sales.
 */
const ShopSidebar = ({ userNum }: { readonly userNum: number | null }) => {
  const services = usePortalServices()
  const rows = useCart(userNum)
  const topSales = useLoaded(() => services.api.getTopSales(), [services])
  return (
    <>
      {userNum !== null && <CartSummary rows={rows ?? []} />}
      <TopSales
        items={
          topSales.status === "loaded"
            ? topSales.value.itemshopdata
            : topSales.status === "failed"
              ? []
              : null
        }
      />
    </>
  )
}

export default ShopSidebar
