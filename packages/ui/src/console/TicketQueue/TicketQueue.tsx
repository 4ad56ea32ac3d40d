import {
  staffTicketHref,
  ticketCategories,
  ticketCategoryNames,
  ticketStatuses,
  ticketStatusNames,
} from "@gatehouse/domain"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import type { TicketEntry } from "../../components/TicketFacts/TicketFacts.tsx"
import { TicketStatusBadge } from "../../components/TicketStatusBadge/TicketStatusBadge.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import * as styles from "./TicketQueue.css.ts"

/** A ticket in the staff queue: the ticket and whose it is. */
export interface QueueTicket extends TicketEntry {
  /** The player's user ID; null when the account is gone. */
  readonly userId: string | null
}

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
  { header: "Player", cell: (ticket) => ticket.userId ?? "Deleted account" },
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
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onFilter(chosen)
  }
  return (
    <>
      <form className={styles.filters} onSubmit={submit} aria-label="Filter the tickets">
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
        <Button type="submit">Filter</Button>
      </form>
      {list.status === "loading" ? (
        <Notice tone="empty" announce="status">
          Loading...
        </Notice>
      ) : list.status === "failed" ? (
        <Notice tone="danger">The tickets could not be read. Please try again.</Notice>
      ) : list.value.tickets.length === 0 ? (
        <Notice tone="empty">No ticket matches.</Notice>
      ) : (
        <>
          <DataTable
            rows={list.value.tickets}
            columns={columns}
            rowKey={(ticket) => ticket.id}
            label="Tickets"
          />
          <Pager current={page} last={list.value.pageCount} target={pageTarget} label="Ticket pages" />
        </>
      )}
    </>
  )
}
