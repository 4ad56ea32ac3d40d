import type { ReactNode } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import type { Loadable } from "../loadable.ts"
import * as styles from "./MediaPage.css.ts"

/** What a media page says while its list loads, when it failed, and when it is empty. */
export interface MediaStateTexts {
  readonly loading: string
  readonly failed: string
  readonly retry: string
  readonly empty: string
}

export interface MediaPageProps<A> {
  /** The page's heading. */
  readonly heading: string
  /** A line under the heading introducing the page. */
  readonly intro: string
  /** The page's list: loading, failed, or loaded (possibly empty). */
  readonly entries: Loadable<A>
  /** The page's own words for loading, failed, retry and empty. */
  readonly texts: MediaStateTexts
  /**
   * Called when the player asks to load the list again after a failed load. Without it, no retry button
   * shows.
   */
  readonly onRetry?: (() => void) | undefined
  /** Draws the loaded list when it is not empty. */
  readonly children: (entries: ReadonlyArray<A>) => ReactNode
}

/**
 * The page every media screen (Gallery, Wallpaper, Movie, Socials) sits on: its heading, a line of
 * introduction, and its list with designed loading, failed (with retry) and empty states.
 */
export const MediaPage = <A,>({ heading, intro, entries, texts, onRetry, children }: MediaPageProps<A>) => (
  <article className={styles.root}>
    <header className={styles.header}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
    </header>
    {entries.status === "loading" && <Spinner label={texts.loading} />}
    {entries.status === "failed" && (
      <Notice
        tone="danger"
        action={
          onRetry === undefined ? undefined : (
            <Button tone="secondary" onPress={onRetry}>
              {texts.retry}
            </Button>
          )
        }
      >
        {texts.failed}
      </Notice>
    )}
    {entries.status === "loaded" &&
      (entries.value.length === 0 ? <Notice tone="empty">{texts.empty}</Notice> : children(entries.value))}
  </article>
)
