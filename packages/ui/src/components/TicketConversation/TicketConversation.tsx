import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import { ServerDate } from "../ServerDate/ServerDate.tsx"
import * as styles from "./TicketConversation.css.ts"
import english from "./TicketConversation.en.json"

/** One message of a ticket as the conversation shows it. */
export interface TicketConversationMessage {
  readonly id: number
  readonly fromStaff: boolean
  /** The writer's user ID; null when the account is gone. */
  readonly author: string | null
  readonly body: string
  readonly at: string
}

/** Who reads the conversation: the player (their own words are "You") or staff (every writer by user ID). */
export const ticketViewers = ["player", "staff"] as const
export type TicketViewer = (typeof ticketViewers)[number]

export interface TicketConversationProps {
  /** The ticket's messages, oldest first. */
  readonly messages: ReadonlyArray<TicketConversationMessage>
  /** Who reads it: "player" names their own words "You" and staff the support team; "staff" names everyone by user ID. */
  readonly viewer: TicketViewer
  /** How many of the newest staff answers the player had not read yet; they are marked New. */
  readonly unread?: number
}

export const supportTeamName = "Support team"

const authorName = (
  t: Translate<keyof typeof english>,
  message: TicketConversationMessage,
  viewer: TicketViewer,
) => {
  if (viewer === "player")
    return message.fromStaff ? t("TicketConversation.supportTeam") : t("TicketConversation.you")
  const name = message.author ?? t("TicketConversation.deletedAccount")
  return message.fromStaff ? t("TicketConversation.staff", { name }) : name
}

/**
 * A ticket's messages, oldest first, each with who wrote it and when; staff answers stand apart
 * from the player's words. Text is shown as written (line breaks kept), never as markup.
 */
export const TicketConversation = ({ messages, viewer, unread = 0 }: TicketConversationProps) => {
  const t = useMessages(english)
  const staffIds = messages.filter((message) => message.fromStaff).map((message) => message.id)
  const fresh = new Set(unread > 0 ? staffIds.slice(-unread) : [])
  return (
    <ol className={styles.root} aria-label={t("TicketConversation.conversation")}>
      {messages.map((message) => (
        <li key={message.id} className={message.fromStaff ? styles.message.staff : styles.message.player}>
          <p className={styles.byline}>
            <span className={styles.author}>{authorName(t, message, viewer)}</span>
            <ServerDate value={message.at} />
            {fresh.has(message.id) && <span className={styles.fresh}>{t("TicketConversation.new")}</span>}
          </p>
          <p className={styles.body}>{message.body}</p>
        </li>
      ))}
    </ol>
  )
}
