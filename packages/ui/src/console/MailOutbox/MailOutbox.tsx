import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./MailOutbox.css.ts"

/** One mail as the outbox keeps it; secret parts (reset links) are already withheld. */
export interface MailOutboxEntry {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly createdAt: string
  readonly sentAt: string | null
  readonly lastError: string | null
  readonly attempts: number
}

export interface MailOutboxProps {
  readonly list: LoadState<ReadonlyArray<MailOutboxEntry>>
}

/** Where a mail stands: handed to the mail server, refused by it, or not tried yet. */
export const mailStateOf = (mail: MailOutboxEntry): "Sent" | "Failed" | "Waiting" =>
  mail.sentAt !== null ? "Sent" : mail.lastError !== null ? "Failed" : "Waiting"

const columns: ReadonlyArray<DataTableColumn<MailOutboxEntry>> = [
  { header: "Written", cell: (mail) => <ServerDate value={mail.createdAt} /> },
  { header: "To", cell: (mail) => mail.to },
  {
    header: "Subject",
    kind: "rowHeader",
    cell: (mail) => (
      <details className={styles.mail}>
        <summary className={styles.summary}>{mail.subject}</summary>
        <pre className={styles.body}>{mail.body}</pre>
      </details>
    ),
  },
  {
    header: "State",
    cell: (mail) => (
      <span className={styles.state[mailStateOf(mail)]}>
        {mailStateOf(mail)}
        {mail.sentAt !== null && (
          <>
            {" "}
            <ServerDate value={mail.sentAt} />
          </>
        )}
      </span>
    ),
  },
  { header: "Attempts", kind: "number", cell: (mail) => mail.attempts },
  { header: "Last error", cell: (mail) => mail.lastError ?? "—" },
]

/**
 * The mail the server wrote (account recovery and the like), newest first: sent, failed with the
 * mail server's last answer, or waiting when no way to send mail is set up. Reading only.
 */
export const MailOutbox = ({ list }: MailOutboxProps) => (
  <ConsoleListState
    list={list}
    isEmpty={(mails) => mails.length === 0}
    failed="The mail outbox could not be read. Please try again."
    empty="No mail has been written yet."
  >
    {(mails) => (
      <>
        <p className={styles.lead}>The newest {mails.length} mails; reset links are withheld.</p>
        <DataTable rows={mails} columns={columns} rowKey={(mail) => mail.id} label="Mail outbox" />
      </>
    )}
  </ConsoleListState>
)
