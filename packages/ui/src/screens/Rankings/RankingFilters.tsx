import {
  type ClassFilter,
  classFilters,
  classOfKey,
  type RankingFilter,
  type SchoolFilter,
  schoolFilters,
  schoolOfId,
} from "@gatehouse/domain"
import { SelectField, type SelectOption } from "../../components/SelectField/SelectField.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Rankings.css.ts"
import { type RankingKey, rankingEnglish } from "./rankingTexts.ts"

const schoolOptions = (t: Translate<RankingKey>): ReadonlyArray<SelectOption> =>
  schoolFilters.map((school) => ({
    value: String(school),
    label: school === "all" ? t("rankingTexts.allSchools") : (schoolOfId(school)?.name ?? String(school)),
  }))

const classOptions = (t: Translate<RankingKey>): ReadonlyArray<SelectOption> =>
  classFilters.map((key) => ({
    value: key,
    label: key === "all" ? t("rankingTexts.allClasses") : (classOfKey(key)?.name ?? key),
  }))

/** Reads a select's value back into a filter; anything unknown means "all", so bad input changes nothing. */
const schoolFrom = (value: string): SchoolFilter =>
  schoolFilters.find((school) => String(school) === value) ?? "all"
const classFrom = (value: string): ClassFilter => classFilters.find((key) => key === value) ?? "all"

export interface RankingFiltersProps {
  /** Names the controls apart on each tab ("rankings-level-school"). */
  readonly name: string
  readonly filter: RankingFilter
  readonly onChange: (filter: RankingFilter) => void
}

/** The filters above a ranking: the school (all or one of the three) and the class (all or one class). */
export const RankingFilters = ({ name, filter, onChange }: RankingFiltersProps) => {
  const t = useMessages(rankingEnglish)
  return (
    <div className={styles.filters}>
      <SelectField
        label={t("rankingTexts.school")}
        name={`${name}-school`}
        value={String(filter.school)}
        options={schoolOptions(t)}
        onChange={(value) => onChange({ ...filter, school: schoolFrom(value) })}
      />
      <SelectField
        label={t("rankingTexts.class")}
        name={`${name}-class`}
        value={filter.classFilter}
        options={classOptions(t)}
        onChange={(value) => onChange({ ...filter, classFilter: classFrom(value) })}
      />
    </div>
  )
}
