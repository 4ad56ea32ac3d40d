import type { ItemShopResponse } from "@gatehouse/api-client"
import { shopEndpoints } from "@gatehouse/api-client"
import { isLoggedIn } from "@gatehouse/domain"
import { ItemShop, type LoadState, Toast, useMessages } from "@gatehouse/ui"
import { useEffect } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { apiQuery } from "../data/apiQuery.ts"
import { mapLoaded } from "../data/mapLoaded.ts"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { useSendToLogin } from "../guests/useSendToLogin.ts"
import type { ContentProps } from "../screens/ContentProps.ts"
import { useSession } from "../session/useSession.ts"
import english from "./ItemShopScreen.en.json"
import { addToCart, buyNow } from "./shopActions.ts"
import { useAddedToCart } from "./useAddedToCart.tsx"

/**
 * The item shop (spec §2): categories and the page of items for the address's category and page.
 * Guests pressing add-to-cart or buy-now go to /login, and come back here once logged in; failed loads are told in alerts (spec §8). An
 * item added to the cart is told in a toast that names it and links the cart, so the player shops on.
 */
const ItemShopScreen = ({ title, query }: ContentProps) => {
  const services = usePortalServices()
  const session = useSession()
  const { run, pending: pendingProduct } = useAction<number>()
  const t = useMessages(english)
  const { category, page } = query
  const categories = useQuery(apiQuery(shopEndpoints, "getShopCategories")).state
  const items = useQuery(apiQuery(shopEndpoints, "getItemShop", { category, page })).state
  useFailureAlert(categories, t("ItemShopScreen.categoriesFailed"))
  useFailureAlert(items, t("ItemShopScreen.itemsFailed"))
  const added = useAddedToCart()
  const sendToLogin = useSendToLogin()

  return (
    <>
      <ItemShop
        title={title}
        categories={categories.status === "loaded" ? categories.value : []}
        category={category}
        page={page}
        items={shopItems(items)}
        isLoggedIn={isLoggedIn(session)}
        balances={isLoggedIn(session) ? session.user : undefined}
        onLoginRequired={() => {
          // A tap made before the page came alive is replayed on the guest's page the server rendered,
          // though the player may be logged in: only a guest is sent to log in.
          if (!isLoggedIn(services.session.getSnapshot())) sendToLogin()
        }}
        onAddToCart={(item) =>
          void run(
            addToCart(services, item.ProductNum, (message) => added.tell(item.ItemName, message)),
            item.ProductNum,
          )
        }
        onBuyNow={(item) => void run(buyNow(services, item.ProductNum), item.ProductNum)}
        pendingProduct={pendingProduct}
      />
      <Toast message={added.message} onClose={added.close} />
    </>
  )
}

/** Spec §8: a failed shop load is told in an alert, once each time the load fails. */
const useFailureAlert = (state: LoadState<unknown>, text: string) => {
  const { handlers } = usePortalServices()
  const failed = state.status === "failed"
  useEffect(() => {
    if (failed) void handlers.alert(undefined, text)
  }, [failed, handlers, text])
}

const shopItems = (loaded: LoadState<ItemShopResponse>) =>
  mapLoaded(loaded, (answer) => ({ items: answer.itemshopdata, lastPage: answer.last_page }))

export default ItemShopScreen
