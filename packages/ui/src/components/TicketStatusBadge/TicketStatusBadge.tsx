import { type TicketStatus, ticketStatusNames } from "@gatehouse/domain"
import * as styles from "./TicketStatusBadge.css.ts"

export interface TicketStatusBadgeProps {
  /** Where the ticket stands: open, answered or closed. */
  readonly status: TicketStatus
}

/** Where a ticket stands, as a word in a tinted pill: Open, Answered or Closed (never colour alone). */
export const TicketStatusBadge = ({ status }: TicketStatusBadgeProps) => (
  <span className={styles.badge[status]}>{ticketStatusNames[status]}</span>
)
