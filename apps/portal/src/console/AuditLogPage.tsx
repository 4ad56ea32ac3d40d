import { type AuditFilters, AuditLog } from "@gatehouse/ui/console"
import { useSearch } from "wouter"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import type { ConsolePageProps } from "./consolePageScreens.ts"
import { consoleQuery } from "./consoleQuery.ts"

const filterNames = ["staff", "action", "target"] as const

/** The filters an address carries (`/staff/audit?action=news&page=2`). */
const filtersOf = (search: string): AuditFilters => {
  const params = new URLSearchParams(search)
  return {
    staff: params.get("staff") ?? "",
    action: params.get("action") ?? "",
    target: params.get("target") ?? "",
  }
}

/** The address of the log with these filters, on its first page. */
const addressOf = (filters: AuditFilters) => {
  const params = new URLSearchParams()
  for (const name of filterNames) if (filters[name].trim() !== "") params.set(name, filters[name].trim())
  const text = params.toString()
  return `/staff/audit${text === "" ? "" : `?${text}`}`
}

/** The audit log, filtered by what the address says, so a filtered view can be shared or reloaded. */
const AuditLogPage = ({ page }: ConsolePageProps) => {
  const { navigate } = usePortalServices()
  const api = useConsoleApi()
  const search = useSearch()
  const filters = filtersOf(search)
  const input = {
    page,
    ...Object.fromEntries(
      filterNames.filter((name) => filters[name] !== "").map((name) => [name, filters[name]]),
    ),
  }
  const { state } = useQuery(consoleQuery(api, "getAuditLog", input))
  const list =
    state.status === "loaded"
      ? { status: "loaded" as const, value: { entries: state.value.data, pageCount: state.value.pageCount } }
      : state
  // The pager adds `&page=N` to this.
  const filtered = addressOf(filters)
  const pageTarget = filtered.includes("?") ? filtered : `${filtered}?`
  return (
    <AuditLog
      key={search}
      list={list}
      filters={filters}
      onFilter={(next) => navigate(addressOf(next))}
      page={page}
      pageTarget={pageTarget}
    />
  )
}

export default AuditLogPage
