import { ConsoleOverview, type ConsoleOverviewEntry } from "@gatehouse/ui/console"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { attentionCounts } from "./consoleAttention.ts"
import { consoleQuery } from "./consoleQuery.ts"

/** The console's first page: what waits for staff, counted afresh on every visit, and the pages. */
const OverviewPage = ({ pages }: { readonly pages: ReadonlyArray<ConsoleOverviewEntry> }) => {
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getConsoleCounts"))
  const attention =
    state.status === "loaded" ? { status: "loaded" as const, value: attentionCounts(state.value) } : state
  return <ConsoleOverview pages={pages} attention={attention} />
}

export default OverviewPage
