import { type TicketCategory, type TicketStatus, ticketCategoryNames } from "@gatehouse/domain"
import type { ReactNode } from "react"
import { useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import { ServerDate } from "../ServerDate/ServerDate.tsx"
import { TicketStatusBadge } from "../TicketStatusBadge/TicketStatusBadge.tsx"
import * as styles from "./TicketFacts.css.ts"
import english from "./TicketFacts.en.json"

/** A ticket as lists and its own page show it. */
export interface TicketEntry {
  readonly id: number
  /** The number the player quotes: `T-2026-000123`. */
  readonly ticketCode: string
  readonly category: TicketCategory
  readonly subject: string
  readonly status: TicketStatus
  readonly createdAt: string
  readonly updatedAt: string
  /** Staff answers the player has not read yet. */
  readonly unread: number
}

/** The purchase or top-up a ticket names, as the player recognises it. */
export interface TicketLinkView {
  readonly label: string
  readonly at: string | null
}

export interface TicketFactsProps {
  /** The ticket whose facts are listed. */
  readonly ticket: TicketEntry
  /** The purchase or top-up it names, or null when none. */
  readonly link: TicketLinkView | null
  /** More facts after the ticket's own (the player's account, for staff). */
  readonly extra?: ReadonlyArray<{ readonly term: string; readonly value: ReactNode }>
}

/** A ticket's facts as a short list: status, category, when it was written and last changed, its link. */
export const TicketFacts = ({ ticket, link, extra = [] }: TicketFactsProps) => {
  const t = useMessages(english)
  const sayCategory = useDomainMessages("ticketCategoryNames", ticketCategoryNames)
  return (
    <dl className={styles.root}>
      <div className={styles.fact}>
        <dt className={styles.term}>{t("TicketFacts.status")}</dt>
        <dd className={styles.value}>
          <TicketStatusBadge status={ticket.status} />
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>{t("TicketFacts.category")}</dt>
        <dd className={styles.value}>{sayCategory(ticket.category)}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>{t("TicketFacts.sent")}</dt>
        <dd className={styles.value}>
          <ServerDate value={ticket.createdAt} />
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>{t("TicketFacts.lastUpdate")}</dt>
        <dd className={styles.value}>
          <ServerDate value={ticket.updatedAt} />
        </dd>
      </div>
      {link !== null && (
        <div className={styles.fact}>
          <dt className={styles.term}>{t("TicketFacts.related")}</dt>
          <dd className={styles.value}>
            {link.label}
            {link.at !== null && (
              <>
                {" "}
                (<ServerDate value={link.at} />)
              </>
            )}
          </dd>
        </div>
      )}
      {extra.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
