import { RedeemHistory } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ContentProps } from "../screens/ContentProps.ts"
import { historyList } from "./historyList.ts"
import { useLoaded } from "./useLoaded.ts"

/** Redeem History (the topuphistory section, spec §2, §4): the address's page of redeemed codes. */
const RedeemHistoryScreen = ({ query }: ContentProps) => {
  const services = usePortalServices()
  const loaded = useLoaded(() => services.api.getTopUpHistory({ page: query.page }), [services, query.page])
  return <RedeemHistory page={query.page} list={historyList(loaded, (answer) => answer.topuphistory)} />
}

export default RedeemHistoryScreen
