import { ticketCategories, ticketStatuses } from "@gatehouse/domain"
import { useMessages } from "@gatehouse/ui"
import { type DeskAction, TicketDesk, TicketQueue, type TicketQueueFilters } from "@gatehouse/ui/console"
import { Result } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { type ConsoleApi, useConsoleApi } from "./consoleApi.ts"
import type { ConsolePageProps } from "./consolePageScreens.ts"
import { consoleQuery } from "./consoleQuery.ts"
import english from "./TicketsPage.en.json"
import { ticketDeskAction } from "./ticketDeskActions.ts"

const queuePath = "/staff/tickets"
const filterNames = ["status", "category", "text"] as const

const isOneOf = <T extends string>(list: ReadonlyArray<T>, value: string): value is T =>
  (list as ReadonlyArray<string>).includes(value)

/** The filters an address carries (`/staff/tickets?status=open&text=demohero`); unknown values are dropped. */
const filtersOf = (params: URLSearchParams): TicketQueueFilters => {
  const status = params.get("status") ?? ""
  const category = params.get("category") ?? ""
  return {
    status: isOneOf(ticketStatuses, status) ? status : "",
    category: isOneOf(ticketCategories, category) ? category : "",
    text: params.get("text") ?? "",
  }
}

/** The queue's address with these filters, on its first page or the one given. */
const addressOf = (filters: TicketQueueFilters, page?: number) => {
  const params = new URLSearchParams()
  for (const name of filterNames) if (filters[name].trim() !== "") params.set(name, filters[name].trim())
  if (page !== undefined) params.set("page", String(page))
  const text = params.toString()
  return `${queuePath}${text === "" ? "" : `?${text}`}`
}

/** The ticket an address opens (`?ticket=12`), or null for the queue. */
const ticketIdOf = (params: URLSearchParams): number | null => {
  const value = params.get("ticket")
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null
}

/**
 * The console's Tickets page: the queue filtered by what the address says, or the ticket it opens
 * (`/staff/tickets?ticket=12`) with its answer box, Close and Reopen.
 */
const TicketsPage = ({ page, search }: ConsolePageProps) => {
  const params = new URLSearchParams(search)
  const id = ticketIdOf(params)
  return id === null ? <Queue page={page} filters={filtersOf(params)} search={search} /> : <Desk id={id} />
}

const Queue = ({
  page,
  filters,
  search,
}: {
  readonly page: number
  readonly filters: TicketQueueFilters
  readonly search: string
}) => {
  const { navigate } = usePortalServices()
  const api = useConsoleApi()
  const input = {
    page,
    ...(filters.text.trim() === "" ? {} : { text: filters.text.trim() }),
    ...(isOneOf(ticketStatuses, filters.status) ? { status: filters.status } : {}),
    ...(isOneOf(ticketCategories, filters.category) ? { category: filters.category } : {}),
  }
  const { state } = useQuery(consoleQuery(api, "getStaffTickets", input))
  const list =
    state.status === "loaded"
      ? { status: "loaded" as const, value: { tickets: state.value.data, pageCount: state.value.pageCount } }
      : state
  const filtered = addressOf(filters)
  return (
    <TicketQueue
      key={search}
      list={list}
      filters={filters}
      onFilter={(next) => navigate(addressOf(next))}
      page={page}
      pageTarget={`${filtered}${filtered.includes("?") ? "&" : "?"}page=`}
    />
  )
}

const Desk = ({ id }: { readonly id: number }) => {
  const t = useMessages(english)
  const services = usePortalServices()
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getStaffTicket", { id }))
  const { run: runAction, pending } = useAction<DeskAction>()
  const [replyKey, setReplyKey] = useState(0)

  const run = (action: DeskAction, call: (api: ConsoleApi) => ReturnType<ConsoleApi["closeTicket"]>) => {
    if (pending !== null) return
    void runAction(ticketDeskAction(services, call(api), t("TicketsPage.success")), action).then((done) => {
      if (Result.isSuccess(done) && action === "reply") setReplyKey((key) => key + 1)
    })
  }

  return (
    <TicketDesk
      desk={state}
      queueHref={queuePath}
      pending={pending}
      replyKey={replyKey}
      onReply={(message) => run("reply", (client) => client.replyToTicket({ id, message }))}
      onClose={() => run("close", (client) => client.closeTicket({ id }))}
      onReopen={() => run("reopen", (client) => client.reopenTicket({ id }))}
    />
  )
}

export default TicketsPage
