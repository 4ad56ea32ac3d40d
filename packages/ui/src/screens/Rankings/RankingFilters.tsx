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
import * as styles from "./Rankings.css.ts"

const schoolOptions: ReadonlyArray<SelectOption> = schoolFilters.map((school) => ({
  value: String(school),
  label: school === "all" ? "All schools" : (schoolOfId(school)?.name ?? String(school)),
}))

const classOptions: ReadonlyArray<SelectOption> = classFilters.map((key) => ({
  value: key,
  label: key === "all" ? "All classes" : (classOfKey(key)?.name ?? key),
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
export const RankingFilters = ({ name, filter, onChange }: RankingFiltersProps) => (
  <div className={styles.filters}>
    <SelectField
      label="School"
      name={`${name}-school`}
      value={String(filter.school)}
      options={schoolOptions}
      onChange={(value) => onChange({ ...filter, school: schoolFrom(value) })}
    />
    <SelectField
      label="Class"
      name={`${name}-class`}
      value={filter.classFilter}
      options={classOptions}
      onChange={(value) => onChange({ ...filter, classFilter: classFrom(value) })}
    />
  </div>
)
