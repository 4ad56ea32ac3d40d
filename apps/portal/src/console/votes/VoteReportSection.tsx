import type { LoadState } from "@gatehouse/ui"
import { RefusedPostbacks, VoteChart, type VoteChartView } from "@gatehouse/ui/console"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"

/**
 * Votes per day per toplist and the newest refused postbacks, from one read of the report. The
 * chart names each toplist from the list the page reads anyway; should that read fail, the votes
 * still show, each toplist by its number.
 */
export const VoteReportSection = () => {
  const api = useConsoleApi()
  const report = useQuery(consoleQuery(api, "getVoteReport")).state
  const toplists = useQuery(consoleQuery(api, "listToplists")).state
  const chart: LoadState<VoteChartView> =
    report.status !== "loaded"
      ? report
      : toplists.status === "loading"
        ? toplists
        : {
            status: "loaded",
            value: {
              sites: toplists.status === "loaded" ? toplists.value.toplists : [],
              days: report.value.days,
            },
          }
  return (
    <>
      <VoteChart report={chart} />
      <RefusedPostbacks
        refused={report.status === "loaded" ? { status: "loaded", value: report.value.refused } : report}
      />
    </>
  )
}
