import { rankingSeasonsTarget } from "@gatehouse/domain"
import { SelectField, type SelectOption } from "../../components/SelectField/SelectField.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import { useFormats } from "../../i18n/useFormats.ts"
import * as styles from "./Rankings.css.ts"
import { type RankingKey, rankingEnglish } from "./rankingTexts.ts"

/** The seasons the server knows: the running one and the archived ones, newest first ("YYYY-MM"). */
export interface RankingSeasons {
  readonly current: string
  readonly archives: ReadonlyArray<string>
}

export interface SeasonPickerProps {
  readonly seasons: RankingSeasons
  readonly season: string
  readonly onChange: (season: string) => void
}

const seasonOptions = (
  { current, archives }: RankingSeasons,
  t: Translate<RankingKey>,
  seasonLabel: (season: string) => string,
): ReadonlyArray<SelectOption> => [
  { value: current, label: t("rankingTexts.currentSeason", { month: seasonLabel(current) }) },
  ...archives
    .filter((archive) => archive !== current)
    .map((archive) => ({ value: archive, label: seasonLabel(archive) })),
]

/**
 * The month whose rankings the page shows: this month first, then each archived month. The menu's
 * Season link leads here (`/rankings#seasons`).
 */
export const SeasonPicker = ({ seasons, season, onChange }: SeasonPickerProps) => {
  const t = useMessages(rankingEnglish)
  const { season: seasonLabel } = useFormats()
  return (
    <div id={rankingSeasonsTarget} className={styles.seasonPicker}>
      <SelectField
        label={t("rankingTexts.seasonLabel")}
        name="rankings-season"
        value={season}
        options={seasonOptions(seasons, t, seasonLabel)}
        onChange={onChange}
      />
    </div>
  )
}
