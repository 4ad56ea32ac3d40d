import { GameLinkReport } from "@gatehouse/ui/console"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { playerRecordHref } from "./playerAddresses.ts"
import { consoleCalls, staffAction } from "./staffAction.ts"

/** The game link page: which link is on, the reconciliation report, and acknowledging balances. */
const GameLinkPage = () => {
  const services = usePortalServices()
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getGameLinkReport"))
  const [acknowledging, setAcknowledging] = useState(false)
  const acknowledge = () => {
    setAcknowledging(true)
    void staffAction(
      services,
      api.acknowledgeGameBalances(),
      consoleCalls("getGameLinkReport", "getPlayerRecord", "getPlayerLedger", "searchPlayers"),
    ).finally(() => setAcknowledging(false))
  }
  return (
    <GameLinkReport
      report={state}
      acknowledging={acknowledging}
      onAcknowledge={acknowledge}
      playerHref={playerRecordHref}
    />
  )
}

export default GameLinkPage
