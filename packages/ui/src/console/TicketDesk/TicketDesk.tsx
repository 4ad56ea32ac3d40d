import { staffPlayerHref, ticketMessages } from "@gatehouse/domain"
import { useId } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import {
  TicketConversation,
  type TicketConversationMessage,
} from "../../components/TicketConversation/TicketConversation.tsx"
import { TicketFacts, type TicketLinkView } from "../../components/TicketFacts/TicketFacts.tsx"
import { TicketReplyForm } from "../../components/TicketReplyForm/TicketReplyForm.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleLoadNotice } from "../ConsoleListState/ConsoleListState.tsx"
import { type QueueTicket, ticketWriter } from "../TicketQueue/TicketQueue.tsx"
import * as styles from "./TicketDesk.css.ts"
import english from "./TicketDesk.en.json"

/** One ticket as staff work on it. */
export interface DeskTicket {
  readonly ticket: QueueTicket
  /** The address the player gave the account. */
  readonly email: string
  readonly link: TicketLinkView | null
  readonly messages: ReadonlyArray<TicketConversationMessage>
}

/** What staff may be doing to the ticket while its call runs. */
export const deskActions = ["reply", "close", "reopen"] as const
export type DeskAction = (typeof deskActions)[number]

export interface TicketDeskProps {
  readonly desk: LoadState<DeskTicket>
  /** Where "Back to the queue" leads (the queue with its filters). */
  readonly queueHref: string
  readonly onReply: (message: string) => void
  readonly onClose: () => void
  readonly onReopen: () => void
  /** The action whose call is running, if any: its control is busy and the others wait. */
  readonly pending?: DeskAction | null
  /** Change it after each sent answer to empty the box. */
  readonly replyKey?: number
}

/**
 * One support ticket in the console: who wrote it (with the way to their record), what it names, the
 * conversation, an answer box (the ticket becomes answered), and Close or Reopen. Every change is
 * audited by the server.
 */
export const TicketDesk = ({
  desk,
  queueHref,
  onReply,
  onClose,
  onReopen,
  pending = null,
  replyKey = 0,
}: TicketDeskProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const back = (
    <p className={styles.back}>
      <TextLink href={queueHref}>{t("TicketDesk.back")}</TextLink>
    </p>
  )
  if (desk.status !== "loaded")
    return (
      <>
        {back}
        <ConsoleLoadNotice status={desk.status} failed={t("TicketDesk.failed")} />
      </>
    )
  const { ticket, email, link, messages } = desk.value
  const isClosed = ticket.status === "closed"
  const player =
    ticket.userId === null ? (
      ticketWriter(ticket, t("TicketDesk.guest"), t("TicketDesk.deletedAccount"))
    ) : (
      <TextLink href={staffPlayerHref(ticket.userId)}>{ticket.userId}</TextLink>
    )
  return (
    <>
      {back}
      <section className={styles.root} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          <span className={styles.code}>{ticket.ticketCode}</span> {ticket.subject}
        </h2>
        <TicketFacts
          ticket={ticket}
          link={link}
          extra={[
            { term: t("TicketDesk.player"), value: player },
            { term: t("TicketDesk.email"), value: email },
          ]}
        />
        <TicketConversation messages={messages} viewer="staff" />
        {isClosed ? (
          <Notice tone="info">{ticketMessages.closedForStaff}</Notice>
        ) : (
          <TicketReplyForm
            key={replyKey}
            label={t("TicketDesk.answer")}
            submitLabel={t("TicketDesk.sendAnswer")}
            onReply={onReply}
            isReplying={pending === "reply"}
          />
        )}
        <div className={styles.actions}>
          {isClosed ? (
            <Button
              onPress={onReopen}
              isPending={pending === "reopen"}
              isDisabled={pending !== null && pending !== "reopen"}
            >
              {t("TicketDesk.reopen")}
            </Button>
          ) : (
            <Button
              onPress={onClose}
              isPending={pending === "close"}
              isDisabled={pending !== null && pending !== "close"}
            >
              {t("TicketDesk.close")}
            </Button>
          )}
        </div>
      </section>
    </>
  )
}
