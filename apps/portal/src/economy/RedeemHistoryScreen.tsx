import { historyEndpoints } from "@gatehouse/api-client"
import { RedeemHistory } from "@gatehouse/ui"
import { apiQuery } from "../data/apiQuery.ts"
import { useQuery } from "../data/useQuery.ts"
import { MembersOnlyPage } from "../guests/MembersOnlyPage.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { historyList } from "./historyList.ts"

/** Redeem History (the topuphistory section, spec §2, §4): the address's page of redeemed codes. */
const RedeemHistoryScreen = ({ title, query, userNum }: ContentProps) =>
  userNum === null ? <MembersOnlyPage title={title} /> : <Redeems title={title} page={query.page} />

const Redeems = ({ title, page }: { readonly title: string; readonly page: number }) => {
  const loaded = useQuery(apiQuery(historyEndpoints, "getTopUpHistory", { page })).state
  return (
    <RedeemHistory title={title} page={page} list={historyList(loaded, (answer) => answer.topuphistory)} />
  )
}

export default RedeemHistoryScreen
