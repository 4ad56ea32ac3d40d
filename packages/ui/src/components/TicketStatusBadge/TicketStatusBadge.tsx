import { type TicketStatus, ticketStatusNames } from "@gatehouse/domain"
import { useDomainMessages } from "../../i18n/Messages.tsx"
import * as styles from "./TicketStatusBadge.css.ts"

export interface TicketStatusBadgeProps {
  /** Where the ticket stands: open, answered or closed. */
  readonly status: TicketStatus
}

/** Where a ticket stands, as a word in a tinted pill: Open, Answered or Closed (never colour alone). */
export const TicketStatusBadge = ({ status }: TicketStatusBadgeProps) => {
  const say = useDomainMessages("ticketStatusNames", ticketStatusNames)
  return <span className={styles.badge[status]}>{say(status)}</span>
}
