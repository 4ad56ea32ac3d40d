import { useState } from "react"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ContentForm } from "../ContentForm/ContentForm.tsx"
import * as styles from "./RequirementsForm.css.ts"
import english from "./RequirementsForm.en.json"

/** One row of the download page's System Requirement table. */
export interface RequirementRow {
  readonly component: string
  readonly label: string
  readonly minimum: string
  readonly recommended: string
}

export interface RequirementsFormProps {
  /** The table's rows, in the page's order. */
  readonly rows: ReadonlyArray<RequirementRow>
  /** Called with the whole table. */
  readonly onSave: (rows: ReadonlyArray<RequirementRow>) => void
  /** While a change is being saved: the buttons wait and cannot be pressed again. */
  readonly isPending?: boolean
}

/** The System Requirement table (spec §2): minimum and recommended for each row, saved at once. */
export const RequirementsForm = ({ rows, onSave, isPending }: RequirementsFormProps) => {
  const t = useMessages(english)
  const [table, setTable] = useState(rows)
  const set = (component: string, column: "minimum" | "recommended") => (value: string) =>
    setTable((current) =>
      current.map((row) => (row.component === component ? { ...row, [column]: value } : row)),
    )
  return (
    <ContentForm
      title={t("RequirementsForm.title")}
      submitLabel={t("RequirementsForm.save")}
      onSubmit={() => onSave(table)}
      isPending={isPending}
    >
      {table.map((row) => (
        <fieldset key={row.component} className={styles.row}>
          <legend className={styles.legend}>{row.label}</legend>
          <TextField
            label={t("RequirementsForm.minimum", { component: row.label })}
            name={`${row.component}-minimum`}
            value={row.minimum}
            maxLength={200}
            onChange={set(row.component, "minimum")}
          />
          <TextField
            label={t("RequirementsForm.recommended", { component: row.label })}
            name={`${row.component}-recommended`}
            value={row.recommended}
            maxLength={200}
            onChange={set(row.component, "recommended")}
          />
        </fieldset>
      ))}
    </ContentForm>
  )
}
