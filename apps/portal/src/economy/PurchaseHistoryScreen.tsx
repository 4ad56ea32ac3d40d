import { MemberOnly, PurchaseHistory } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { historyList } from "./historyList.ts"
import { useLoaded } from "./useLoaded.ts"

/** Purchase History (spec §2, §4): the address's page of the player's purchases, newest first. */
const PurchaseHistoryScreen = ({ title, query, userNum }: ContentProps) =>
  userNum === null ? <MemberOnly title={title} /> : <Purchases title={title} page={query.page} />

const Purchases = ({ title, page }: { readonly title: string; readonly page: number }) => {
  const services = usePortalServices()
  const loaded = useLoaded(() => services.api.getShopPurchases({ page }), [services, page])
  return (
    <PurchaseHistory
      title={title}
      page={page}
      list={historyList(loaded, (answer) => answer.purchasehistory)}
    />
  )
}

export default PurchaseHistoryScreen
