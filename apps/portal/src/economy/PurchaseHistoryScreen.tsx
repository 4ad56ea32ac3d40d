import { historyEndpoints } from "@gatehouse/api-client"
import { PurchaseHistory } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"
import { MembersOnlyPage } from "../guests/MembersOnlyPage.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { historyList } from "./historyList.ts"

/** Purchase History (spec §2, §4): the address's page of the player's purchases, newest first. */
const PurchaseHistoryScreen = ({ title, query, userNum }: ContentProps) =>
  userNum === null ? <MembersOnlyPage title={title} /> : <Purchases title={title} page={query.page} />

const Purchases = ({ title, page }: { readonly title: string; readonly page: number }) => {
  const loaded = useQuery(apiQuery(historyEndpoints, "getShopPurchases", { page })).state
  return (
    <PurchaseHistory
      title={title}
      page={page}
      list={historyList(loaded, (answer) => answer.purchasehistory)}
    />
  )
}

export default PurchaseHistoryScreen
