import { Field } from "../Field/Field.tsx"
import * as styles from "./MessageField.css.ts"

export interface MessageFieldProps {
  /** The field's label, shown above it. */
  readonly label: string
  /** The field's name in the form it belongs to. */
  readonly name: string
  /** What the field holds now. */
  readonly value: string
  /** Called with the new text each time it changes. */
  readonly onChange: (value: string) => void
  /** The most characters the field accepts. */
  readonly maxLength?: number
  /** A line under the field saying what to write, read with it by screen readers. */
  readonly description?: string | undefined
  /** The message about what was written, shown under the field; the field is marked as wrong while it shows. */
  readonly errorMessage?: string | undefined
  /** Greys the field out while what was written is being sent. */
  readonly isDisabled?: boolean
  /** How many lines it shows before it scrolls. */
  readonly rows?: number
}

/**
 * A labelled box for a few paragraphs (a ticket's message, a reply), in the text fields' look. It
 * grows downwards only, so a phone never scrolls sideways.
 */
export const MessageField = ({
  label,
  name,
  value,
  onChange,
  maxLength,
  description,
  errorMessage,
  isDisabled,
  rows = 6,
}: MessageFieldProps) => (
  <Field label={label} description={description} errorMessage={errorMessage}>
    {({ className, ...control }) => (
      <textarea
        {...control}
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${className} ${styles.message}`}
      />
    )}
  </Field>
)
