import { GameLinkReport } from "@gatehouse/ui/console"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
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
  const { run, isPending: acknowledging } = useAction()
  const acknowledge = () =>
    void run(
      staffAction(
        services,
        api.acknowledgeGameBalances(),
        consoleCalls("getGameLinkReport", "getPlayerRecord", "getPlayerLedger", "searchPlayers"),
      ),
    )
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
