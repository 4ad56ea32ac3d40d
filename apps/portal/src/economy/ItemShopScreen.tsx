import type { ItemShopResponse } from "@gatehouse/api-client"
import { isLoggedIn } from "@gatehouse/domain"
import { ItemShop, type ItemShopItems, shopFailureTexts } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { alertOf } from "../dialogs/alerts.ts"
import type { ContentProps } from "../screens/ContentProps.ts"
import { useSession } from "../session/useSession.ts"
import { addToCart, buyNow } from "./shopActions.ts"
import { type Loaded, useLoaded } from "./useLoaded.ts"

/**
 * The item shop (spec §2): categories and the page of items for the address's category and page.
 * Guests pressing add-to-cart or buy-now go to /login; failed loads are told in alerts (spec §8).
 */
const ItemShopScreen = ({ title, query }: ContentProps) => {
  const services = usePortalServices()
  const session = useSession()
  const [pendingProduct, setPendingProduct] = useState<number | null>(null)
  const { category, page } = query
  const tell = (text: string) => () => void Effect.runPromise(alertOf(services.handlers, undefined, text))

  const categories = useLoaded(
    () => services.api.getShopCategories(),
    [services],
    tell(shopFailureTexts.categories),
  )
  const items = useLoaded(
    () => services.api.getItemShop({ category, page }),
    [services, category, page],
    tell(shopFailureTexts.items),
  )

  const act = (run: Effect.Effect<unknown>, productNum: number) => {
    setPendingProduct(productNum)
    void Effect.runPromise(run.pipe(Effect.ensuring(Effect.sync(() => setPendingProduct(null)))))
  }

  return (
    <ItemShop
      title={title}
      categories={categories.status === "loaded" ? categories.value : []}
      category={category}
      page={page}
      items={shopItems(items)}
      isLoggedIn={isLoggedIn(session)}
      onLoginRequired={() => services.navigate("/login")}
      onAddToCart={(item) => act(addToCart(services, item.ProductNum), item.ProductNum)}
      onBuyNow={(item) => act(buyNow(services, item.ProductNum), item.ProductNum)}
      pendingProduct={pendingProduct}
    />
  )
}

const shopItems = (loaded: Loaded<ItemShopResponse>): ItemShopItems =>
  loaded.status === "loaded"
    ? { status: "loaded", items: loaded.value.itemshopdata, lastPage: loaded.value.last_page }
    : loaded

export default ItemShopScreen
