import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import * as styles from "./MailOutbox.css.ts"
import english from "./MailOutbox.en.json"

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

const stateKeys = {
  Sent: "MailOutbox.sent",
  Failed: "MailOutbox.failed",
  Waiting: "MailOutbox.waiting",
} as const

const columns = (t: Translate<keyof typeof english>): ReadonlyArray<DataTableColumn<MailOutboxEntry>> => [
  { header: t("MailOutbox.written"), cell: (mail) => <ServerDate value={mail.createdAt} /> },
  { header: t("MailOutbox.to"), cell: (mail) => mail.to },
  {
    header: t("MailOutbox.subject"),
    kind: "rowHeader",
    cell: (mail) => (
      <details className={styles.mail}>
        <summary className={styles.summary}>{mail.subject}</summary>
        <pre className={styles.body}>{mail.body}</pre>
      </details>
    ),
  },
  {
    header: t("MailOutbox.state"),
    cell: (mail) => (
      <span className={styles.state[mailStateOf(mail)]}>
        {t(stateKeys[mailStateOf(mail)])}
        {mail.sentAt !== null && (
          <>
            {" "}
            <ServerDate value={mail.sentAt} />
          </>
        )}
      </span>
    ),
  },
  { header: t("MailOutbox.attempts"), kind: "number", cell: (mail) => mail.attempts },
  { header: t("MailOutbox.lastError"), cell: (mail) => mail.lastError ?? "—" },
]

/**
 * The mail the server wrote (account recovery and the like), newest first: sent, failed with the
 * mail server's last answer, or waiting when no way to send mail is set up. Reading only.
 */
export const MailOutbox = ({ list }: MailOutboxProps) => {
  const t = useMessages(english)
  return (
    <ConsoleListState
      list={list}
      isEmpty={(mails) => mails.length === 0}
      failed={t("MailOutbox.readFailed")}
      empty={t("MailOutbox.empty")}
    >
      {(mails) => (
        <>
          <p className={styles.lead}>{t("MailOutbox.lead", { count: mails.length })}</p>
          <DataTable
            rows={mails}
            columns={columns(t)}
            rowKey={(mail) => mail.id}
            label={t("MailOutbox.tableLabel")}
          />
        </>
      )}
    </ConsoleListState>
  )
}
