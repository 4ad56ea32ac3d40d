import { useId } from "react"
import * as textFieldStyles from "../TextField/TextField.css.ts"
import * as styles from "./SelectField.css.ts"

export interface SelectOption {
  readonly value: string
  readonly label: string
}

export interface SelectFieldProps {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly options: ReadonlyArray<SelectOption>
  readonly errorMessage?: string | undefined
  readonly isDisabled?: boolean
}

/**
 * A labelled choice from a list, in the text fields' look. The browser's own select is used on
 * purpose: on phones it opens the system picker, which handles a 250-country list far better than
 * any popover.
 */
export const SelectField = ({
  label,
  name,
  value,
  onChange,
  options,
  errorMessage,
  isDisabled,
}: SelectFieldProps) => {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={textFieldStyles.root}>
      <label htmlFor={id} className={textFieldStyles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={isDisabled}
        aria-invalid={errorMessage !== undefined || undefined}
        aria-describedby={errorMessage !== undefined ? errorId : undefined}
        className={styles.select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorMessage !== undefined && (
        <span id={errorId} className={textFieldStyles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  )
}
