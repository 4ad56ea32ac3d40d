import {
  homeRankingSize,
  type RankingRow,
  rankRows,
  type SchoolFilter,
  schoolFilters,
  schoolOfId,
} from "@gatehouse/domain"
import { useId } from "react"
import { RankingTable } from "../../components/RankingTable/RankingTable.tsx"
import { Spinner } from "../../components/Spinner/Spinner.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { Loadable } from "../loadable.ts"
import * as styles from "./Home.css.ts"
import english from "./homeTexts.en.json"

/** The widget's list: loading, failed, or the level list of the chosen school. */
export type LevelRankingLoad = Loadable<RankingRow>

export interface LevelRankingWidgetProps {
  /** The home page's level ranking: loading, failed or loaded. */
  readonly ranking: LevelRankingLoad
  /** The school whose ranking shows: "all", or 0 Sacred Gate, 1 Mystic Peak, 2 Phoenix. */
  readonly school: SchoolFilter
  /**
   * Called with the school the player picks; the list opens with a short animation when the new ranking
   * arrives.
   */
  readonly onSchoolChange: (school: SchoolFilter) => void
}

const schoolLabel = (school: SchoolFilter, allSchools: string): string =>
  school === "all" ? allSchools : (schoolOfId(school)?.name ?? String(school))

/**
 * The level ranking on the home page: the top ten players, filtered by All or one school, and a link
 * to the full list of 100.
 */
export const LevelRankingWidget = ({ ranking, school, onSchoolChange }: LevelRankingWidgetProps) => {
  const t = useMessages(english)
  const titleId = useId()
  const choiceName = useId()
  return (
    <section className={styles.widget} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t("homeTexts.levelRanking")}
      </h2>
      <fieldset className={styles.schoolChoice}>
        <legend className={styles.schoolChoiceLegend}>{t("homeTexts.schoolChoice")}</legend>
        {schoolFilters.map((candidate) => (
          <label key={String(candidate)} className={styles.schoolOption}>
            <input
              type="radio"
              className={styles.schoolRadio}
              name={choiceName}
              checked={candidate === school}
              onChange={() => onSchoolChange(candidate)}
            />
            {schoolLabel(candidate, t("homeTexts.allSchools"))}
          </label>
        ))}
      </fieldset>
      {ranking.status === "loading" && <Spinner label={t("homeTexts.loading")} />}
      {ranking.status === "failed" && <p className={styles.social}>{t("homeTexts.failed")}</p>}
      {ranking.status === "loaded" && (
        // A new key on each loaded list replays the opening animation.
        <div key={String(school)} className={styles.opening}>
          <RankingTable
            rows={rankRows(ranking.value, { school, classFilter: "all" }).slice(0, homeRankingSize)}
            tab="level"
            label={`${t("homeTexts.levelRanking")}: ${schoolLabel(school, t("homeTexts.allSchools"))}`}
            emptyText={t("homeTexts.noPlayers")}
            isCompact
          />
        </div>
      )}
      <p className={styles.more}>
        <TextLink href="/rankings">{t("homeTexts.fullRanking")}</TextLink>
      </p>
    </section>
  )
}
