import { useState } from "react"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleFilterBar } from "../ConsoleFilterBar/ConsoleFilterBar.tsx"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./AuditLog.css.ts"
import english from "./AuditLog.en.json"

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

const columns = (t: Translate<keyof typeof english>): ReadonlyArray<DataTableColumn<AuditLogEntry>> => [
  { header: t("AuditLog.when"), cell: (entry) => <ServerDate value={entry.at} /> },
  { header: t("AuditLog.staff"), cell: (entry) => entry.staffUserId, kind: "rowHeader" },
  { header: t("AuditLog.action"), cell: (entry) => entry.action },
  { header: t("AuditLog.target"), cell: (entry) => entry.target },
  {
    header: t("AuditLog.before"),
    cell: (entry) => <pre className={styles.change}>{recordText(entry.before)}</pre>,
  },
  {
    header: t("AuditLog.after"),
    cell: (entry) => <pre className={styles.change}>{recordText(entry.after)}</pre>,
  },
]

/**
 * The audit log: every staff action, newest first, with who did it, what, to what, when, and the
 * record before and after. Nobody can change or remove a row, so the page only reads and filters.
 */
export const AuditLog = ({ list, filters, onFilter, page, pageTarget }: AuditLogProps) => {
  const t = useMessages(english)
  const [typed, setTyped] = useState(filters)
  return (
    <>
      <ConsoleFilterBar label={t("AuditLog.filter")} onFilter={() => onFilter(typed)}>
        <TextField
          label={t("AuditLog.staffUserId")}
          name="staff"
          value={typed.staff}
          maxLength={60}
          onChange={(staff) => setTyped({ ...typed, staff })}
        />
        <TextField
          label={t("AuditLog.action")}
          name="action"
          value={typed.action}
          maxLength={60}
          description={t("AuditLog.actionDescription")}
          onChange={(action) => setTyped({ ...typed, action })}
        />
        <TextField
          label={t("AuditLog.target")}
          name="target"
          value={typed.target}
          maxLength={60}
          onChange={(target) => setTyped({ ...typed, target })}
        />
      </ConsoleFilterBar>
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.entries.length === 0}
        failed={t("AuditLog.failed")}
        empty={t("AuditLog.empty")}
      >
        {(found) => (
          <>
            <DataTable
              rows={found.entries}
              columns={columns(t)}
              rowKey={(entry) => entry.id}
              label={t("AuditLog.tableLabel")}
            />
            <Pager
              current={page}
              last={found.pageCount}
              target={pageTarget}
              label={t("AuditLog.pagerLabel")}
            />
          </>
        )}
      </ConsoleListState>
    </>
  )
}
