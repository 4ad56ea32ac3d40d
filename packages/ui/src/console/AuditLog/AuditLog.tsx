import { useState } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleFilterBar } from "../ConsoleFilterBar/ConsoleFilterBar.tsx"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./AuditLog.css.ts"

/** One staff action as the log shows it. */
export interface AuditLogEntry {
  readonly id: number
  readonly at: string
  readonly staffUserId: string
  readonly action: string
  readonly target: string
  readonly before: unknown
  readonly after: unknown
}

export interface AuditLogPage {
  readonly entries: ReadonlyArray<AuditLogEntry>
  readonly pageCount: number
}

export interface AuditFilters {
  readonly staff: string
  readonly action: string
  readonly target: string
}

export const noAuditFilters: AuditFilters = { staff: "", action: "", target: "" }

export interface AuditLogProps {
  readonly list: LoadState<AuditLogPage>
  /** The filters the list was read with. */
  readonly filters: AuditFilters
  /** Called with the filters typed when the staff member presses Filter. */
  readonly onFilter: (filters: AuditFilters) => void
  readonly page: number
  /** Where the page links lead; the pager appends `&page=N`. */
  readonly pageTarget: string
}

/** A record before or after, as compact text; "—" where there was none. */
const recordText = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 1)

const columns: ReadonlyArray<DataTableColumn<AuditLogEntry>> = [
  { header: "When", cell: (entry) => <ServerDate value={entry.at} /> },
  { header: "Staff", cell: (entry) => entry.staffUserId, kind: "rowHeader" },
  { header: "Action", cell: (entry) => entry.action },
  { header: "Target", cell: (entry) => entry.target },
  { header: "Before", cell: (entry) => <pre className={styles.change}>{recordText(entry.before)}</pre> },
  { header: "After", cell: (entry) => <pre className={styles.change}>{recordText(entry.after)}</pre> },
]

/**
 * The audit log: every staff action, newest first, with who did it, what, to what, when, and the
 * record before and after. Nobody can change or remove a row, so the page only reads and filters.
 */
export const AuditLog = ({ list, filters, onFilter, page, pageTarget }: AuditLogProps) => {
  const [typed, setTyped] = useState(filters)
  return (
    <>
      <ConsoleFilterBar label="Filter the audit log" onFilter={() => onFilter(typed)}>
        <TextField
          label="Staff user ID"
          name="staff"
          value={typed.staff}
          maxLength={60}
          onChange={(staff) => setTyped({ ...typed, staff })}
        />
        <TextField
          label="Action"
          name="action"
          value={typed.action}
          maxLength={60}
          description="Part of it is enough: news, codes.generate"
          onChange={(action) => setTyped({ ...typed, action })}
        />
        <TextField
          label="Target"
          name="target"
          value={typed.target}
          maxLength={60}
          onChange={(target) => setTyped({ ...typed, target })}
        />
      </ConsoleFilterBar>
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.entries.length === 0}
        failed="The audit log could not be read. Please try again."
        empty="No staff action matches."
      >
        {(found) => (
          <>
            <DataTable
              rows={found.entries}
              columns={columns}
              rowKey={(entry) => entry.id}
              label="Audit log"
            />
            <Pager current={page} last={found.pageCount} target={pageTarget} label="Audit log pages" />
          </>
        )}
      </ConsoleListState>
    </>
  )
}
