import {
  staffTicketHref,
  ticketCategories,
  ticketCategoryNames,
  ticketStatuses,
  ticketStatusNames,
} from "@gatehouse/domain"
import { useState } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import type { TicketEntry } from "../../components/TicketFacts/TicketFacts.tsx"
import { TicketStatusBadge } from "../../components/TicketStatusBadge/TicketStatusBadge.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleFilterBar } from "../ConsoleFilterBar/ConsoleFilterBar.tsx"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import english from "./TicketQueue.en.json"

type T = Translate<keyof typeof english>

/** A ticket in the staff queue: the ticket and whose it is. */
export interface QueueTicket extends TicketEntry {
  /** The player's user ID; null when the account is gone, or for a guest's ticket. */
  readonly userId: string | null
  /** The address a guest's ticket came from (answers are mailed there); null or absent for a player's. */
  readonly guestEmail?: string | null
}

/** Who wrote a ticket, as the queue and the ticket name them (`guest` and `deleted`: those words, translated). */
export const ticketWriter = (ticket: QueueTicket, guest = "Guest", deleted = "Deleted account"): string =>
  ticket.guestEmail != null ? `${guest} · ${ticket.guestEmail}` : (ticket.userId ?? deleted)

export interface TicketQueuePage {
  readonly tickets: ReadonlyArray<QueueTicket>
  readonly pageCount: number
}

/** The queue's filters; "" means any. */
export interface TicketQueueFilters {
  readonly status: string
  readonly category: string
  readonly text: string
}

export const noTicketFilters: TicketQueueFilters = { status: "", category: "", text: "" }

export interface TicketQueueProps {
  readonly list: LoadState<TicketQueuePage>
  /** The filters the list was read with. */
  readonly filters: TicketQueueFilters
  /** Called with the filters chosen when the staff member presses Filter. */
  readonly onFilter: (filters: TicketQueueFilters) => void
  readonly page: number
  /** Where the page links lead, the page number appended. */
  readonly pageTarget: string
}

const statusOptions = (t: T) => [
  { value: "", label: t("TicketQueue.anyStatus") },
  ...ticketStatuses.map((status) => ({ value: status, label: ticketStatusNames[status] })),
]

const categoryOptions = (t: T) => [
  { value: "", label: t("TicketQueue.anyCategory") },
  ...ticketCategories.map((category) => ({ value: category, label: ticketCategoryNames[category] })),
]

const columns = (t: T): ReadonlyArray<DataTableColumn<QueueTicket>> => [
  {
    header: t("TicketQueue.ticket"),
    kind: "rowHeader",
    cell: (ticket) => <TextLink href={staffTicketHref(ticket.id)}>{ticket.ticketCode}</TextLink>,
  },
  { header: t("TicketQueue.subject"), cell: (ticket) => ticket.subject },
  {
    header: t("TicketQueue.player"),
    cell: (ticket) => ticketWriter(ticket, t("TicketQueue.guest"), t("TicketQueue.deletedAccount")),
  },
  { header: t("TicketQueue.category"), cell: (ticket) => ticketCategoryNames[ticket.category] },
  { header: t("TicketQueue.status"), cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
  { header: t("TicketQueue.lastUpdate"), cell: (ticket) => <ServerDate value={ticket.updatedAt} /> },
]

/**
 * The staff queue of support tickets: tickets waiting for an answer first (the longest waiting on
 * top), then answered and closed ones; filtered by status, category and a search of the ticket
 * number, subject or player.
 */
export const TicketQueue = ({ list, filters, onFilter, page, pageTarget }: TicketQueueProps) => {
  const t = useMessages(english)
  const [chosen, setChosen] = useState(filters)
  return (
    <>
      <ConsoleFilterBar label={t("TicketQueue.filter")} onFilter={() => onFilter(chosen)}>
        <SelectField
          label={t("TicketQueue.status")}
          name="status"
          value={chosen.status}
          options={statusOptions(t)}
          onChange={(status) => setChosen({ ...chosen, status })}
        />
        <SelectField
          label={t("TicketQueue.category")}
          name="category"
          value={chosen.category}
          options={categoryOptions(t)}
          onChange={(category) => setChosen({ ...chosen, category })}
        />
        <TextField
          label={t("TicketQueue.search")}
          name="text"
          value={chosen.text}
          maxLength={60}
          description={t("TicketQueue.searchDescription")}
          onChange={(text) => setChosen({ ...chosen, text })}
        />
      </ConsoleFilterBar>
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.tickets.length === 0}
        failed={t("TicketQueue.failed")}
        empty={t("TicketQueue.empty")}
      >
        {(found) => (
          <>
            <DataTable
              rows={found.tickets}
              columns={columns(t)}
              rowKey={(ticket) => ticket.id}
              label={t("TicketQueue.tableLabel")}
            />
            <Pager
              current={page}
              last={found.pageCount}
              target={pageTarget}
              label={t("TicketQueue.pagerLabel")}
            />
          </>
        )}
      </ConsoleListState>
    </>
  )
}
