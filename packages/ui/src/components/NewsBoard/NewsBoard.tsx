import { type NewsItem, newsHref, relativeTime } from "@gatehouse/domain"
import { type ReactNode, useId } from "react"
import type { Loadable } from "../../screens/loadable.ts"
import { useClock } from "../../time/ClockProvider.tsx"
import { DataTable } from "../DataTable/DataTable.tsx"
import { Notice } from "../Notice/Notice.tsx"
import { TextLink } from "../TextLink/TextLink.tsx"
import { NewBadge } from "./NewBadge.tsx"
import * as styles from "./NewsBoard.css.ts"
import { newsViewsShown } from "./newsTexts.ts"

export interface NewsBoardProps {
  /** The board's heading: the news category, for example "Notice" or "Event". */
  readonly title: string
  /** The newest item of the category, shown above the list with the 'new' icon. */
  readonly latest: NewsItem | null
  /** The board's news items: loading, loaded (possibly empty) or failed (shown as an empty board; the failure is only logged). */
  readonly list: Loadable<NewsItem>
  /** The moment the dates are counted from ("3 hours ago"); the clock's time (`ClockProvider`) when left out. */
  readonly now?: Date
  /** Where the board's older items are listed; no link when there are none. */
  readonly olderHref?: string | undefined
  /** What follows the list, such as the pages of an archive. */
  readonly footer?: ReactNode
}

type Item = Pick<NewsItem, "id" | "subject" | "author" | "created_at">

const Subject = ({ item }: { readonly item: Item }) => (
  <TextLink href={newsHref(item.id)}>{item.subject}</TextLink>
)

/**
 * One board of the News page (such as Events or Guides): its header, the latest item with the 'new'
 * icon, then the list with SUBJECT, WRITER, DATE and VIEWS, and a link to its older items when it is full.
 */
export const NewsBoard = ({ title, latest, list, now, olderHref, footer }: NewsBoardProps) => {
  const titleId = useId()
  const clock = useClock()
  const countedFrom = now ?? clock.now()
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {latest !== null && (
        <p className={styles.latest}>
          <NewBadge />
          <Subject item={latest} />
          <span className={styles.latestMeta}>
            {latest.author} · {relativeTime(latest.created_at, countedFrom)}
          </span>
        </p>
      )}
      {list.status === "loading" ? (
        <Notice tone="empty" announce="status">
          Loading news...
        </Notice>
      ) : list.status === "failed" || list.value.length === 0 ? (
        <Notice tone="empty">No news yet.</Notice>
      ) : (
        <DataTable
          rows={list.value}
          rowKey={(item) => item.id}
          label={title}
          labelledBy={titleId}
          columns={[
            { header: "SUBJECT", kind: "rowHeader", cell: (item) => <Subject item={item} /> },
            { header: "WRITER", cell: (item) => item.author },
            { header: "DATE", cell: (item) => relativeTime(item.created_at, countedFrom) },
            { header: "VIEWS", kind: "number", cell: () => newsViewsShown },
          ]}
        />
      )}
      {olderHref !== undefined && (
        <p className={styles.older}>
          <TextLink href={olderHref}>Older {title}</TextLink>
        </p>
      )}
      {footer}
    </section>
  )
}
