import { RevenueChart } from "@gatehouse/ui/console"
import { useQuery } from "../../data/useQuery.ts"
import { useConsoleApi } from "../consoleApi.ts"
import { consoleQuery } from "../consoleQuery.ts"

/** The last 30 Manila days of pesos received and top-ups, read on every visit. */
export const RevenueSection = () => {
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getPaymentRevenue"))
  return (
    <RevenueChart days={state.status === "loaded" ? { status: "loaded", value: state.value.days } : state} />
  )
}
