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
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleFilterBar } from "../ConsoleFilterBar/ConsoleFilterBar.tsx"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"

/** A ticket in the staff queue: the ticket and whose it is. */
export interface QueueTicket extends TicketEntry {
  /** The player's user ID; null when the account is gone, or for a guest's ticket. */
  readonly userId: string | null
  /** The address a guest's ticket came from (answers are mailed there); null or absent for a player's. */
  readonly guestEmail?: string | null
}

/** Who wrote a ticket, as the queue and the ticket name them. */
export const ticketWriter = (ticket: QueueTicket): string =>
  ticket.guestEmail != null ? `Guest · ${ticket.guestEmail}` : (ticket.userId ?? "Deleted account")

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

const statusOptions = [
  { value: "", label: "Any status" },
  ...ticketStatuses.map((status) => ({ value: status, label: ticketStatusNames[status] })),
]

const categoryOptions = [
  { value: "", label: "Any category" },
  ...ticketCategories.map((category) => ({ value: category, label: ticketCategoryNames[category] })),
]

const columns: ReadonlyArray<DataTableColumn<QueueTicket>> = [
  {
    header: "Ticket",
    kind: "rowHeader",
    cell: (ticket) => <TextLink href={staffTicketHref(ticket.id)}>{ticket.ticketCode}</TextLink>,
  },
  { header: "Subject", cell: (ticket) => ticket.subject },
  { header: "Player", cell: ticketWriter },
  { header: "Category", cell: (ticket) => ticketCategoryNames[ticket.category] },
  { header: "Status", cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
  { header: "Last update", cell: (ticket) => <ServerDate value={ticket.updatedAt} /> },
]

/**
 * The staff queue of support tickets: tickets waiting for an answer first (the longest waiting on
 * top), then answered and closed ones; filtered by status, category and a search of the ticket
 * number, subject or player.
 */
export const TicketQueue = ({ list, filters, onFilter, page, pageTarget }: TicketQueueProps) => {
  const [chosen, setChosen] = useState(filters)
  return (
    <>
      <ConsoleFilterBar label="Filter the tickets" onFilter={() => onFilter(chosen)}>
        <SelectField
          label="Status"
          name="status"
          value={chosen.status}
          options={statusOptions}
          onChange={(status) => setChosen({ ...chosen, status })}
        />
        <SelectField
          label="Category"
          name="category"
          value={chosen.category}
          options={categoryOptions}
          onChange={(category) => setChosen({ ...chosen, category })}
        />
        <TextField
          label="Search"
          name="text"
          value={chosen.text}
          maxLength={60}
          description="Ticket number, subject or user ID"
          onChange={(text) => setChosen({ ...chosen, text })}
        />
      </ConsoleFilterBar>
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.tickets.length === 0}
        failed="The tickets could not be read. Please try again."
        empty="No ticket matches."
      >
        {(found) => (
          <>
            <DataTable
              rows={found.tickets}
              columns={columns}
              rowKey={(ticket) => ticket.id}
              label="Tickets"
            />
            <Pager current={page} last={found.pageCount} target={pageTarget} label="Ticket pages" />
          </>
        )}
      </ConsoleListState>
    </>
  )
}
