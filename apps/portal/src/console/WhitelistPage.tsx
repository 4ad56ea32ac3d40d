import { WhitelistQueue, type WhitelistQueueDecision } from "@gatehouse/ui/console"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import type { ConsolePageProps } from "./consolePageScreens.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { playerRecordHref } from "./playerAddresses.ts"
import { consoleCalls, staffAction } from "./staffAction.ts"

/** The IP whitelist queue: administrators approve or reject each waiting request. */
const WhitelistPage = ({ page }: ConsolePageProps) => {
  const services = usePortalServices()
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getWhitelistQueue", { page }))
  const { run, pending: deciding } = useAction<number>()
  const list =
    state.status === "loaded"
      ? { status: "loaded" as const, value: { requests: state.value.data, pageCount: state.value.pageCount } }
      : state
  const decide = (id: number, decision: WhitelistQueueDecision) =>
    void run(
      staffAction(
        services,
        api.decideWhitelistRequest({ id, decision }),
        consoleCalls("getWhitelistQueue", "getPlayerRecord"),
      ),
      id,
    )
  return (
    <WhitelistQueue
      list={list}
      onDecide={decide}
      deciding={deciding}
      playerHref={playerRecordHref}
      page={page}
      pageTarget="/staff/whitelist?"
    />
  )
}

export default WhitelistPage
