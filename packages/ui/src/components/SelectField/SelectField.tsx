import { Field } from "../Field/Field.tsx"
import * as styles from "./SelectField.css.ts"

export interface SelectOption {
  readonly value: string
  readonly label: string
}

export interface SelectFieldProps {
  /** The field's label, shown above it. */
  readonly label: string
  /** The field's name in the form it belongs to. */
  readonly name: string
  /** The option chosen now. */
  readonly value: string
  /** Called with the option the player picks. */
  readonly onChange: (value: string) => void
  /** The choices offered, in order, each with the text the player reads. */
  readonly options: ReadonlyArray<SelectOption>
  /** A line under the field saying what to enter, read with it by screen readers. */
  readonly description?: string | undefined
  /** A message about the choice, shown under the field; the field is marked as wrong while it shows. */
  readonly errorMessage?: string | undefined
  /** Greys the field out; it cannot be changed. */
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
  description,
  errorMessage,
  isDisabled,
}: SelectFieldProps) => (
  <Field label={label} description={description} errorMessage={errorMessage}>
    {({ className, ...control }) => (
      <select
        {...control}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={isDisabled}
        className={`${className} ${styles.select}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  </Field>
)
