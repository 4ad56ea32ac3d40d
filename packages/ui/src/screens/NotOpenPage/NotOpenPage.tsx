import { Icon } from "../../art/Icon/Icon.tsx"
import { LinkButton } from "../../components/Button/Button.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./NotOpenPage.css.ts"
import { notOpenEnglish } from "./notOpenTexts.ts"

export interface NotOpenPageProps {
  /** The page's heading: the name its menu link and the document title give it. */
  readonly title: string
  /** What is not open, in one sentence ("The Trading board is not open yet."). */
  readonly message: string
}

/**
 * A page that is linked from the menus but not open yet (the forum's boards, the tournaments). It
 * says so in its own words, so an old link reads as closed on purpose rather than broken, and offers
 * the news and the community pages instead.
 */
export const NotOpenPage = ({ title, message }: NotOpenPageProps) => {
  const t = useMessages(notOpenEnglish)
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>
        <span className={styles.emblem} aria-hidden="true">
          <Icon name="scroll" size="large" />
        </span>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <p className={styles.note}>{t("notOpenTexts.note")}</p>
      <div className={styles.actions}>
        <LinkButton href="/news">
          <Icon name="news" />
          {t("notOpenTexts.news")}
        </LinkButton>
        <LinkButton href="/socials" tone="secondary">
          <Icon name="support" />
          {t("notOpenTexts.community")}
        </LinkButton>
      </div>
    </article>
  )
}
