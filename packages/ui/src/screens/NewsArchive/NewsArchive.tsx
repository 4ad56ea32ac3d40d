import { type NewsBoardKey, type NewsItem, newsArchiveHref, newsBoardCategories } from "@gatehouse/domain"
import { NewsBoard } from "../../components/NewsBoard/NewsBoard.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import type { LoadState } from "../loadable.ts"
import { newsBoards } from "../NewsList/NewsList.tsx"
import * as styles from "./NewsArchive.css.ts"

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
  const title = newsBoards.find((candidate) => candidate.key === board)?.title ?? "News"
  const category = newsBoardCategories[board]
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.back}>
        <TextLink href="/news">Back to the News page</TextLink>
      </p>
      {archive.status === "failed" ? (
        <Notice tone="danger">
          The news could not be loaded. Please check your connection and try again.
        </Notice>
      ) : (
        <NewsBoard
          title={`Page ${page}`}
          latest={null}
          list={archive.status === "loading" ? archive : { status: "loaded", value: archive.value.items }}
          now={now}
          footer={
            archive.status === "loaded" && (
              <Pager
                current={page}
                last={archive.value.lastPage}
                target={newsArchiveHref(category)}
                label={`${title} pages`}
              />
            )
          }
        />
      )}
    </article>
  )
}
