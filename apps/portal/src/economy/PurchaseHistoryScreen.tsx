import { PurchaseHistory } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { historyList } from "./historyList.ts"
import { useLoaded } from "./useLoaded.ts"

/** Purchase History (spec §2, §4): the address's page of the player's purchases, newest first. */
const PurchaseHistoryScreen = ({ query }: ContentProps) => {
  const services = usePortalServices()
  const loaded = useLoaded(() => services.api.getShopPurchases({ page: query.page }), [services, query.page])
  return <PurchaseHistory page={query.page} list={historyList(loaded, (answer) => answer.purchasehistory)} />
}

export default PurchaseHistoryScreen
