import type { ScheduledEvent } from "@gatehouse/domain"
import { useId } from "react"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import { ClubTable, type ClubTerritory } from "./ClubTable.tsx"
import * as styles from "./Home.css.ts"
import { HomeEvents } from "./HomeEvents.tsx"
import { HomeLead } from "./HomeLead.tsx"
import { HomeNews, type NewsHeadline } from "./HomeNews.tsx"
import english from "./homeTexts.en.json"
import { LevelRankingWidget, type LevelRankingWidgetProps } from "./LevelRankingWidget.tsx"
import type { ServerStatus } from "./ServerStatusLine.tsx"

export interface HomeProps extends LevelRankingWidgetProps {
  /** The latest news headlines. */
  readonly news: Loadable<NewsHeadline>
  /** The next events staff scheduled. */
  readonly events: Loadable<ScheduledEvent>
  /** The game server's status, or null where there is no game link (nothing then shows). */
  readonly serverStatus: ServerStatus | null
  /** The club territories table: each area, the club holding it and its tax. */
  readonly territories: ReadonlyArray<ClubTerritory>
}

/**
 * The home page's content: the lead (heading, Download and Play, the server's status), the latest
 * news and the next events, then the level ranking, the club table and the link to the social page.
 * One column on a phone; two on a wide screen, news and events beside the ranking.
 */
export const Home = ({ news, events, serverStatus, territories, ...ranking }: HomeProps) => {
  const t = useMessages(english)
  const clubsId = useId()
  const socialId = useId()
  return (
    <div className={styles.root}>
      <HomeLead serverStatus={serverStatus} />
      <div className={styles.column}>
        <HomeNews news={news} />
        <HomeEvents events={events} />
      </div>
      <div className={styles.column}>
        <LevelRankingWidget {...ranking} />
        <section className={styles.widget} aria-labelledby={clubsId}>
          <h2 id={clubsId} className={styles.title}>
            {t("homeTexts.clubs")}
          </h2>
          <ClubTable territories={territories} labelId={clubsId} />
        </section>
        <section className={styles.widget} aria-labelledby={socialId}>
          <h2 id={socialId} className={styles.title}>
            {t("homeTexts.socialTitle")}
          </h2>
          <p className={styles.social}>{t("homeTexts.socialNote")}</p>
          <TextLink href="/socials">{t("homeTexts.socialLink")}</TextLink>
        </section>
      </div>
    </div>
  )
}
