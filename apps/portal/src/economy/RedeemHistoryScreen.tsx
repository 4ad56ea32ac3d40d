import { MemberOnly, RedeemHistory } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { historyList } from "./historyList.ts"
import { useLoaded } from "./useLoaded.ts"

/** Redeem History (the topuphistory section, spec §2, §4): the address's page of redeemed codes. */
const RedeemHistoryScreen = ({ title, query, userNum }: ContentProps) =>
  userNum === null ? <MemberOnly title={title} /> : <Redeems title={title} page={query.page} />

const Redeems = ({ title, page }: { readonly title: string; readonly page: number }) => {
  const services = usePortalServices()
  const loaded = useLoaded(() => services.api.getTopUpHistory({ page }), [services, page])
  return (
    <RedeemHistory title={title} page={page} list={historyList(loaded, (answer) => answer.topuphistory)} />
  )
}

export default RedeemHistoryScreen
