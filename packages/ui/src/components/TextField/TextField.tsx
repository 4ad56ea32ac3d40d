import { Field } from "../Field/Field.tsx"

export const textFieldTypes = ["text", "password", "email"] as const
export type TextFieldType = (typeof textFieldTypes)[number]

export interface TextFieldProps {
  /** The field's label, shown above it. */
  readonly label: string
  /** The field's name in the form it belongs to. */
  readonly name: string
  /** What the field holds now. */
  readonly value: string
  /** Called with the new text each time the player types. */
  readonly onChange: (value: string) => void
  /** What the field holds: plain text, a password (hidden as it is typed) or an e-mail address. */
  readonly type?: TextFieldType
  /** What the browser may fill in for the player, for example "username" or "new-password". */
  readonly autoComplete?: string
  /** The most characters the field accepts. */
  readonly maxLength?: number
  /** A line under the field saying what to enter, read with it by screen readers. */
  readonly description?: string | undefined
  /**
   * The message about what was typed, shown under the field after a submit; the field is marked as wrong
   * while it shows.
   */
  readonly errorMessage?: string | undefined
  /** Greys the field out; it cannot be typed in. */
  readonly isDisabled?: boolean
  /** Puts the cursor in the field as soon as it shows, as in a dialog with one field. */
  readonly autoFocus?: boolean
}

/**
 * A labelled text input (a `Field` around an input) with its own error line, described by it while
 * it shows. Validation is the form's job (the domain's rules on submit), so the browser's built-in
 * checks stay out of the way. Native elements on purpose: the login box is on every page and should
 * not need react-aria.
 */
export const TextField = ({
  label,
  name,
  value,
  onChange,
  type = "text",
  autoComplete,
  maxLength,
  description,
  errorMessage,
  isDisabled,
  autoFocus,
}: TextFieldProps) => (
  <Field label={label} description={description} errorMessage={errorMessage}>
    {(control) => (
      <input
        {...control}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        disabled={isDisabled}
        // biome-ignore lint/a11y/noAutofocus: only the single input of a prompt dialog asks for it
        autoFocus={autoFocus}
      />
    )}
  </Field>
)
