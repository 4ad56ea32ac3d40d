import { Button } from "../../components/Button/Button.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./PolicyPage.css.ts"
import english from "./PolicyPage.en.json"

/** A policy page as staff wrote it; null while they have not. */
export type PolicyText = { readonly body: string; readonly updatedAt: string } | null

export interface PolicyPageProps {
  /** The page's heading: "Operation Policy", "Cash Agreement"… */
  readonly title: string
  /** The page's text: loading, failed, or loaded (null while staff have not written it). */
  readonly page: LoadState<PolicyText>
  /** What the page says while it is unwritten. */
  readonly unwrittenMessage: string
  /** Called when the player asks to load the page again after a failure. */
  readonly onRetry?: () => void
}

/** Plain text as paragraphs: a blank line starts a new one, a single line break stays a break. */
const paragraphsOf = (body: string) => body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== "")

/**
 * One of the site's policy pages (operation policy, privacy policy, cash agreement, terms of
 * service), as staff wrote it in the console: plain paragraphs and the date it last changed.
 */
export const PolicyPage = ({ title, page, unwrittenMessage, onRetry }: PolicyPageProps) => {
  const t = useMessages(english)
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      {page.status === "loading" ? (
        <Notice tone="empty" announce="status">
          {t("PolicyPage.loading")}
        </Notice>
      ) : page.status === "failed" ? (
        <Notice tone="danger" action={onRetry && <Button onPress={onRetry}>{t("PolicyPage.retry")}</Button>}>
          {t("PolicyPage.failed")}
        </Notice>
      ) : page.value === null ? (
        <Notice tone="empty">{unwrittenMessage}</Notice>
      ) : (
        <>
          <div className={styles.body}>
            {paragraphsOf(page.value.body).map((paragraph, index) => (
              // Paragraphs have no identity of their own; their order is the text's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the text is replaced whole, never reordered
              <p key={index} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
          <p className={styles.updated}>
            {t("PolicyPage.lastUpdated")} <ServerDate value={page.value.updatedAt} />
          </p>
        </>
      )}
    </article>
  )
}
