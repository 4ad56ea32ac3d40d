import { ticketHref, ticketMessages } from "@gatehouse/domain"
import { useId } from "react"
import { LinkButton } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import {
  TicketConversation,
  type TicketConversationMessage,
} from "../../components/TicketConversation/TicketConversation.tsx"
import {
  type TicketEntry,
  TicketFacts,
  type TicketLinkView,
} from "../../components/TicketFacts/TicketFacts.tsx"
import { TicketReplyForm } from "../../components/TicketReplyForm/TicketReplyForm.tsx"
import { TicketStatusBadge } from "../../components/TicketStatusBadge/TicketStatusBadge.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./CheckTicket.css.ts"
import english from "./CheckTicket.en.json"

/** One ticket opened: its facts, what it names and its conversation. */
export interface OpenedTicket {
  readonly ticket: TicketEntry
  readonly link: TicketLinkView | null
  readonly messages: ReadonlyArray<TicketConversationMessage>
}

export interface CheckTicketProps {
  /** The page's heading: the section's name (the menu calls it Check My Ticket). */
  readonly title?: string
  /** A guest is asked to log in. */
  readonly isGuest: boolean
  /** The player's tickets, latest activity first. */
  readonly tickets: LoadState<ReadonlyArray<TicketEntry>>
  /** The ticket the address opens (`?ticket=12`), or null for the list. */
  readonly opened: LoadState<OpenedTicket> | null
  /** Called with the reply once it passes the rules. */
  readonly onReply: (message: string) => void
  /** While a reply is being sent. */
  readonly isReplying?: boolean
  /** Change it after each sent reply to empty the box. */
  readonly replyKey?: number
}

const columnsIn = (t: Translate<keyof typeof english>): ReadonlyArray<DataTableColumn<TicketEntry>> => [
  {
    header: t("CheckTicket.ticket"),
    kind: "rowHeader",
    cell: (ticket) => <TextLink href={ticketHref(ticket.id)}>{ticket.ticketCode}</TextLink>,
  },
  { header: t("CheckTicket.subject"), cell: (ticket) => ticket.subject },
  { header: t("CheckTicket.status"), cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
  { header: t("CheckTicket.lastUpdate"), cell: (ticket) => <ServerDate value={ticket.updatedAt} /> },
  {
    header: t("CheckTicket.newAnswers"),
    kind: "number",
    cell: (ticket) => (ticket.unread > 0 ? <strong>{ticket.unread}</strong> : "0"),
  },
]

const TicketView = ({
  opened,
  onReply,
  isReplying,
  replyKey,
}: {
  readonly opened: LoadState<OpenedTicket>
  readonly onReply: (message: string) => void
  readonly isReplying: boolean
  readonly replyKey: number
}) => {
  const t = useMessages(english)
  const headingId = useId()
  if (opened.status === "loading")
    return (
      <Notice tone="empty" announce="status">
        {t("CheckTicket.loading")}
      </Notice>
    )
  if (opened.status === "failed") return <Notice tone="danger">{t("CheckTicket.ticketFailed")}</Notice>
  const { ticket, link, messages } = opened.value
  return (
    <section className={styles.ticket} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.ticketHeading}>
        <span className={styles.code}>{ticket.ticketCode}</span> {ticket.subject}
      </h2>
      <TicketFacts ticket={ticket} link={link} />
      <TicketConversation messages={messages} viewer="player" unread={ticket.unread} />
      {ticket.status === "closed" ? (
        <Notice tone="info">
          {ticketMessages.closedForPlayer} <TextLink href="/ticket">{t("CheckTicket.submitTicket")}</TextLink>
        </Notice>
      ) : (
        <TicketReplyForm key={replyKey} onReply={onReply} isReplying={isReplying} />
      )}
    </section>
  )
}

/**
 * Check My Ticket, the welcome box's Mailbox: the player's tickets with where each stands
 * and how many answers are new; one opened shows its conversation and a reply box. A reply to an
 * answered ticket opens it again for staff; a closed ticket takes no more replies.
 */
export const CheckTicket = ({
  title,
  isGuest,
  tickets,
  opened,
  onReply,
  isReplying = false,
  replyKey = 0,
}: CheckTicketProps) => {
  const t = useMessages(english)
  const heading = title ?? t("CheckTicket.title")
  if (isGuest) {
    return (
      <article className={styles.root}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.note}>{ticketMessages.loginToCheck}</p>
        <LinkButton tone="primary" href="/login">
          {t("CheckTicket.login")}
        </LinkButton>
      </article>
    )
  }
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{heading}</h1>
      {opened !== null ? (
        <>
          <p className={styles.note}>
            <TextLink href="/checkticket">{t("CheckTicket.backToTickets")}</TextLink>
          </p>
          <TicketView opened={opened} onReply={onReply} isReplying={isReplying} replyKey={replyKey} />
        </>
      ) : (
        <>
          <div>
            <LinkButton tone="primary" href="/ticket">
              {t("CheckTicket.submitNew")}
            </LinkButton>
          </div>
          {tickets.status === "loading" ? (
            <Notice tone="empty" announce="status">
              {t("CheckTicket.loading")}
            </Notice>
          ) : tickets.status === "failed" ? (
            <Notice tone="danger">{t("CheckTicket.ticketsFailed")}</Notice>
          ) : tickets.value.length === 0 ? (
            <Notice tone="empty">{t("CheckTicket.noTickets")}</Notice>
          ) : (
            <DataTable
              rows={tickets.value}
              columns={columnsIn(t)}
              rowKey={(ticket) => ticket.id}
              label={t("CheckTicket.myTickets")}
            />
          )}
        </>
      )}
    </article>
  )
}
