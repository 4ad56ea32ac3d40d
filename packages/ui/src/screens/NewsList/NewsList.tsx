import {
  type NewsBoardKey,
  type NewsItem,
  newsArchiveHref,
  newsBoardCategories,
  newsPageSize,
} from "@gatehouse/domain"
import { NewsBoard } from "../../components/NewsBoard/NewsBoard.tsx"
import { RefreshHeader } from "../../components/RefreshHeader/RefreshHeader.tsx"
import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import { englishOf } from "../../i18n/englishOf.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import * as styles from "./NewsList.css.ts"
import english from "./NewsList.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** One board's content: the latest item of its category and its list. */
export interface NewsBoardContent {
  readonly latest: NewsItem | null
  readonly list: Loadable<NewsItem>
}

type NewsListKey = KeysOf<"NewsList">

/** The News page's three boards, in the order they are shown: `title` in English, `titleKey` for the chosen language. */
export const newsBoards: ReadonlyArray<{
  readonly key: NewsBoardKey
  readonly title: string
  readonly titleKey: NewsListKey
}> = [
  { key: "all", title: inEnglish("NewsList.allNews"), titleKey: "NewsList.allNews" },
  { key: "events", title: inEnglish("NewsList.events"), titleKey: "NewsList.events" },
  { key: "guides", title: inEnglish("NewsList.guides"), titleKey: "NewsList.guides" },
]

/** The words of the News list's boards, for the archive, which names its board the same way. */
export const newsListEnglish = english

/** A full board may have older items: its archive's second page holds the next ones. */
const olderItemsHref = (key: NewsBoardKey, list: Loadable<NewsItem>) =>
  list.status === "loaded" && list.value.length >= newsPageSize
    ? newsArchiveHref(newsBoardCategories[key], 2)
    : undefined

export interface NewsListProps {
  /** The content of each news board (notices, events and the others), each loading, failed or loaded. */
  readonly boards: Readonly<Record<NewsBoardKey, NewsBoardContent>>
  /** The moment the dates are counted from ("3 hours ago"); the clock's time (`ClockProvider`) when left out. */
  readonly now?: Date
  /** Called when the player presses refresh, to load every board afresh. */
  readonly onRefresh?: () => void
  /** While the boards reload: the refresh button shows it is busy and cannot be pressed again. */
  readonly isRefreshing?: boolean
}

/** The News list: all news, events and guides, each with its latest item above its list. */
export const NewsList = ({ boards, now, onRefresh, isRefreshing }: NewsListProps) => {
  const t = useMessages(english)
  return (
    <article className={styles.root}>
      <RefreshHeader
        onRefresh={onRefresh}
        refreshLabel={t("NewsList.refresh")}
        isRefreshing={isRefreshing ?? false}
      >
        <h1 className={styles.heading}>{t("NewsList.heading")}</h1>
      </RefreshHeader>
      {newsBoards.map((board) => (
        <NewsBoard
          key={board.key}
          title={t(board.titleKey)}
          latest={boards[board.key].latest}
          list={boards[board.key].list}
          olderHref={olderItemsHref(board.key, boards[board.key].list)}
          now={now}
        />
      ))}
    </article>
  )
}
