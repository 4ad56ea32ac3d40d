import type { NewsItem } from "@gatehouse/domain"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { useFormats } from "../../i18n/useFormats.ts"
import { useClock } from "../../time/ClockProvider.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./NewsDetail.css.ts"
import english from "./NewsDetail.en.json"

/**
 * The topic being read. `safeBody` is the item's HTML after the browser's own sanitising pass
 * (the server sanitises when storing; the page never trusts that alone).
 */
export interface NewsTopic {
  readonly item: NewsItem
  readonly safeBody: string
}

export interface NewsDetailProps {
  /** The news item shown: loading, or found with its text; none (or failed to load) reads as no such news. */
  readonly topic: LoadState<NewsTopic | null>
  /** The moment the item's date is counted from ("3 hours ago"); the clock's time (`ClockProvider`) when left out. */
  readonly now?: Date
}

/**
 * One news item, opened from a board: its thumbnail (when the item has one to show), subject,
 * writer, date and the body.
 */
export const NewsDetail = ({ topic, now }: NewsDetailProps) => {
  const clock = useClock()
  const t = useMessages(english)
  const { relativeTime } = useFormats()
  if (topic.status === "loading")
    return (
      <article className={styles.root}>
        <Spinner label={t("NewsDetail.loading")} />
      </article>
    )
  if (topic.status === "failed" || topic.value === null)
    return (
      <article className={styles.root}>
        <Notice tone="empty">{t("NewsDetail.noNews")}</Notice>
      </article>
    )
  const { item, safeBody } = topic.value
  return (
    <article className={styles.root}>
      {item.IsShowThumbnail !== 0 && item.img_thumbnail !== null && (
        <img className={styles.thumbnail} src={item.img_thumbnail} alt={item.subject} />
      )}
      <h1 className={styles.heading}>{item.subject}</h1>
      <p className={styles.meta}>
        {t("NewsDetail.meta", {
          author: item.author,
          time: relativeTime(item.created_at, now ?? clock.now()),
        })}
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body has been sanitised in the browser (see NewsTopic) */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: safeBody }} />
    </article>
  )
}
