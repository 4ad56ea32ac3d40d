import { useId } from "react"
import { Notice } from "../../components/Notice/Notice.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import * as styles from "./Home.css.ts"
import english from "./homeTexts.en.json"

/** One headline of the home page's news: what the list draws, and nothing of the article's body. */
export interface NewsHeadline {
  readonly id: number
  readonly subject: string
  readonly created_at: string | null
}

/**
 * The latest news on the home page: each headline links to its article, with its date in the
 * server's clock (the same text on the server and in the browser), and a link to all news.
 */
export const HomeNews = ({ news }: { readonly news: Loadable<NewsHeadline> }) => {
  const t = useMessages(english)
  const titleId = useId()
  return (
    <section className={styles.widget} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t("homeTexts.latestNews")}
      </h2>
      {news.status === "loading" && <Spinner label={t("homeTexts.newsLoading")} />}
      {news.status === "failed" && <Notice tone="danger">{t("homeTexts.newsFailed")}</Notice>}
      {news.status === "loaded" &&
        (news.value.length === 0 ? (
          <Notice tone="empty">{t("homeTexts.noNews")}</Notice>
        ) : (
          <ul className={styles.headlines}>
            {news.value.map((item) => (
              <li key={item.id} className={styles.headline}>
                <TextLink href={`/news?topic=${item.id}`}>{item.subject}</TextLink>
                <span className={styles.headlineDate}>
                  <ServerDate value={item.created_at} />
                </span>
              </li>
            ))}
          </ul>
        ))}
      <p className={styles.more}>
        <TextLink href="/news">{t("homeTexts.allNews")}</TextLink>
      </p>
    </section>
  )
}
