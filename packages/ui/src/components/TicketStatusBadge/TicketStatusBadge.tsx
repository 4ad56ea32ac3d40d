import type { TicketStatus } from "@gatehouse/domain"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./TicketStatusBadge.css.ts"
import english from "./TicketStatusBadge.en.json"

export interface TicketStatusBadgeProps {
  /** Where the ticket stands: open, answered or closed. */
  readonly status: TicketStatus
}

/** Where a ticket stands, as a word in a tinted pill: Open, Answered or Closed (never colour alone). */
export const TicketStatusBadge = ({ status }: TicketStatusBadgeProps) => {
  const t = useMessages(english)
  return <span className={styles.badge[status]}>{t(`TicketStatusBadge.${status}`)}</span>
}
