import { type NewsItem, newsHref } from "@gatehouse/domain"
import { type ReactNode, useId } from "react"
import { useMessages } from "../../i18n/Messages.tsx"
import { useFormats } from "../../i18n/useFormats.ts"
import type { Loadable } from "../../screens/loadable.ts"
import { useClock } from "../../time/ClockProvider.tsx"
import { DataTable } from "../DataTable/DataTable.tsx"
import { Notice } from "../Notice/Notice.tsx"
import { TextLink } from "../TextLink/TextLink.tsx"
import { NewBadge } from "./NewBadge.tsx"
import * as styles from "./NewsBoard.css.ts"
import english from "./NewsBoard.en.json"
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
  const t = useMessages(english)
  const { relativeTime } = useFormats()
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
          {t("NewsBoard.loading")}
        </Notice>
      ) : list.status === "failed" || list.value.length === 0 ? (
        <Notice tone="empty">{t("NewsBoard.noNews")}</Notice>
      ) : (
        <DataTable
          rows={list.value}
          rowKey={(item) => item.id}
          label={title}
          labelledBy={titleId}
          columns={[
            { header: t("NewsBoard.subject"), kind: "rowHeader", cell: (item) => <Subject item={item} /> },
            { header: t("NewsBoard.writer"), cell: (item) => item.author },
            { header: t("NewsBoard.date"), cell: (item) => relativeTime(item.created_at, countedFrom) },
            { header: t("NewsBoard.views"), kind: "number", cell: () => newsViewsShown },
          ]}
        />
      )}
      {olderHref !== undefined && (
        <p className={styles.older}>
          <TextLink href={olderHref}>{t("NewsBoard.older", { title })}</TextLink>
        </p>
      )}
      {footer}
    </section>
  )
}
