import type { ReactNode } from "react"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import * as styles from "./ConsoleOverview.css.ts"
import english from "./ConsoleOverview.en.json"

export interface ConsoleOverviewEntry {
  readonly href: string
  readonly label: string
  readonly summary: string
}

/** One thing waiting for staff: how many, what, and the page where it is dealt with. */
export interface AttentionCount {
  readonly href: string
  readonly label: string
  readonly count: number
}

export interface ConsoleOverviewProps {
  /** The pages this staff member may open, each with what it is for. */
  readonly pages: ReadonlyArray<ConsoleOverviewEntry>
  /** What waits for this staff member, counted; left out, the overview lists the pages only. */
  readonly attention?: LoadState<ReadonlyArray<AttentionCount>>
  /**
   * The day-by-day charts (a `ConsoleReport`, administrators'), placed between the counts and the
   * pages; a slot rather than props so the charts' drawing code loads only where they are shown.
   */
  readonly report?: ReactNode
}

/**
 * The section's words in English, as its catalogue has them (stories and tests find the section by
 * them); the component itself reads them from the catalogue, in the chosen language.
 */
export const attentionTexts = {
  heading: "Needs attention",
  loading: "Counting what waits...",
  failed: "What waits could not be counted. The pages below still show it.",
} as const

/** What each count is, after its figure ("3 Open tickets"). */
export const attentionLabels = {
  openTickets: "Open tickets",
  pendingWhitelist: "Whitelist requests waiting",
  waitingInGame: "Items waiting in the game",
  paymentsToCheck: "Top-ups held or failed this week",
} as const

const AttentionCounts = ({ attention }: { readonly attention: LoadState<ReadonlyArray<AttentionCount>> }) => {
  const t = useMessages(english)
  if (attention.status === "loading") return <Spinner label={t("ConsoleOverview.loading")} />
  if (attention.status === "failed") return <Notice tone="empty">{t("ConsoleOverview.failed")}</Notice>
  return (
    <ul className={styles.counts}>
      {attention.value.map((entry) => (
        <li key={entry.href} className={styles.countCard} data-waiting={entry.count > 0}>
          <TextLink href={entry.href}>
            <span className={styles.count}>{entry.count}</span> {entry.label}
          </TextLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * The console's first page: what waits for staff (each count leads to the page where it is dealt
 * with), the day-by-day charts for those who may see them, then a card for each page the staff
 * member may open, saying what it is for.
 */
export const ConsoleOverview = ({ pages, attention, report }: ConsoleOverviewProps) => {
  const t = useMessages(english)
  return (
    <div className={styles.root}>
      {attention !== undefined && (
        <section className={styles.section} aria-labelledby="console-attention">
          <h2 id="console-attention" className={styles.heading}>
            {t("ConsoleOverview.heading")}
          </h2>
          <AttentionCounts attention={attention} />
        </section>
      )}
      {report}
      <ul className={styles.pages}>
        {pages.map((page) => (
          <li key={page.href} className={styles.card}>
            <TextLink href={page.href}>{page.label}</TextLink>
            <p className={styles.summary}>{page.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
