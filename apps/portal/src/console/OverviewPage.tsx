import { ConsoleOverview, type ConsoleOverviewEntry } from "@gatehouse/ui/console"
import { lazy, Suspense } from "react"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { attentionCounts } from "./consoleAttention.ts"
import { consoleQuery } from "./consoleQuery.ts"

// Its own chunk: the charting library is loaded by administrators' overview only.
const ReportSection = lazy(() => import("./ReportSection.tsx"))

interface OverviewPageProps {
  readonly pages: ReadonlyArray<ConsoleOverviewEntry>
  /** Whether this staff member sees the day-by-day charts (administrators: theirs are the pages summed up). */
  readonly showsReport: boolean
}

/** The console's first page: what waits for staff, counted afresh on every visit, the charts, and the pages. */
const OverviewPage = ({ pages, showsReport }: OverviewPageProps) => {
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getConsoleCounts"))
  const attention =
    state.status === "loaded" ? { status: "loaded" as const, value: attentionCounts(state.value) } : state
  const report = showsReport ? (
    <Suspense fallback={null}>
      <ReportSection />
    </Suspense>
  ) : undefined
  return <ConsoleOverview pages={pages} attention={attention} report={report} />
}

export default OverviewPage
