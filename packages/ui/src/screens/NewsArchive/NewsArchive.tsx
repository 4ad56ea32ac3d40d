import { type NewsBoardKey, type NewsItem, newsArchiveHref, newsBoardCategories } from "@gatehouse/domain"
import { NewsBoard } from "../../components/NewsBoard/NewsBoard.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import { newsBoards, newsListEnglish } from "../NewsList/NewsList.tsx"
import * as styles from "./NewsArchive.css.ts"
import english from "./NewsArchive.en.json"

/** One page of a board's archive: its items and the number of the last page. */
export interface NewsArchivePage {
  readonly items: ReadonlyArray<NewsItem>
  readonly lastPage: number
}

export interface NewsArchiveProps {
  /** The board whose older items are listed: all news, events or guides. */
  readonly board: NewsBoardKey
  /** The page of the archive shown now, counting from 1. */
  readonly page: number
  /** This page's items, newest first, and how many pages there are. */
  readonly archive: LoadState<NewsArchivePage>
  /** The moment the dates are counted from ("3 days ago"); the clock's time when left out. */
  readonly now?: Date
}

/**
 * A board's older news, a page at a time: the board's list for this page, the page links under it
 * (through the address's `category` and `page`), and the way back to the News page.
 */
export const NewsArchive = ({ board, page, archive, now }: NewsArchiveProps) => {
  const t = useMessages(english)
  const boardWords = useMessages(newsListEnglish)
  const titleKey = newsBoards.find((candidate) => candidate.key === board)?.titleKey
  const title = titleKey === undefined ? t("NewsArchive.news") : boardWords(titleKey)
  const category = newsBoardCategories[board]
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.back}>
        <TextLink href="/news">{t("NewsArchive.back")}</TextLink>
      </p>
      {archive.status === "failed" ? (
        <Notice tone="danger">{t("NewsArchive.failed")}</Notice>
      ) : (
        <NewsBoard
          title={t("NewsArchive.page", { page: String(page) })}
          latest={null}
          list={archive.status === "loading" ? archive : { status: "loaded", value: archive.value.items }}
          now={now}
          footer={
            archive.status === "loaded" && (
              <Pager
                current={page}
                last={archive.value.lastPage}
                target={newsArchiveHref(category)}
                label={t("NewsArchive.pages", { title })}
              />
            )
          }
        />
      )}
    </article>
  )
}
