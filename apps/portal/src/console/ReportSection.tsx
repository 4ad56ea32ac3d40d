import { ConsoleReport, type ReportRange } from "@gatehouse/ui/console"
import { useState } from "react"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"

/**
 * The overview's charts for administrators: the last 30 of the game's days at first, 7 or 90 at a
 * press, read afresh on every visit. Loaded apart from the console (OverviewPage), so the charts'
 * drawing code reaches only the staff who see it.
 */
const ReportSection = () => {
  const api = useConsoleApi()
  const [range, setRange] = useState<ReportRange>(30)
  const { state } = useQuery(consoleQuery(api, "getStaffReport", { days: range }))
  return <ConsoleReport report={state} range={range} onRangeChange={setRange} />
}

export default ReportSection
