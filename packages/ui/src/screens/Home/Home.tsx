import { useId } from "react"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { ClubTable, type ClubTerritory } from "./ClubTable.tsx"
import * as styles from "./Home.css.ts"
import { homeTexts } from "./homeTexts.ts"
import { LevelRankingWidget, type LevelRankingWidgetProps } from "./LevelRankingWidget.tsx"

export interface HomeProps extends LevelRankingWidgetProps {
  /** The club territories table: each area, the club holding it and its tax. */
  readonly territories: ReadonlyArray<ClubTerritory>
}

/** The home page's content: the level ranking, the club table and the link to the social page. */
export const Home = ({ territories, ...ranking }: HomeProps) => {
  const clubsId = useId()
  const socialId = useId()
  return (
    <div className={styles.root}>
      <LevelRankingWidget {...ranking} />
      <section className={styles.widget} aria-labelledby={clubsId}>
        <h2 id={clubsId} className={styles.title}>
          {homeTexts.clubs}
        </h2>
        <ClubTable territories={territories} labelId={clubsId} />
      </section>
      <section className={styles.widget} aria-labelledby={socialId}>
        <h2 id={socialId} className={styles.title}>
          {homeTexts.socialTitle}
        </h2>
        <p className={styles.social}>{homeTexts.socialNote}</p>
        <TextLink href="/socials">{homeTexts.socialLink}</TextLink>
      </section>
    </div>
  )
}
