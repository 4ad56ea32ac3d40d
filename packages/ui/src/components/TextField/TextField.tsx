import { useId } from "react"
import * as styles from "./TextField.css.ts"

export const textFieldTypes = ["text", "password", "email"] as const
export type TextFieldType = (typeof textFieldTypes)[number]

export interface TextFieldProps {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly type?: TextFieldType
  readonly autoComplete?: string
  readonly maxLength?: number
  /** The field's message from the last submit; the field is marked invalid while it is set. */
  readonly errorMessage?: string | undefined
  readonly isDisabled?: boolean
  /** Takes focus when shown: the one input of a prompt dialog. */
  readonly autoFocus?: boolean
}

/**
 * A labelled text input with its own error line, described by it while it shows. Validation is the
 * form's job (the domain's rules on submit), so the browser's built-in checks stay out of the way.
 * Native elements on purpose: the login box is on every page and should not need react-aria.
 */
export const TextField = ({
  label,
  name,
  value,
  onChange,
  type = "text",
  autoComplete,
  maxLength,
  errorMessage,
  isDisabled,
  autoFocus,
}: TextFieldProps) => {
  const inputId = useId()
  const errorId = useId()
  const isInvalid = errorMessage !== undefined
  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? errorId : undefined}
        disabled={isDisabled}
        // biome-ignore lint/a11y/noAutofocus: only the single input of a prompt dialog asks for it
        autoFocus={autoFocus}
      />
      {isInvalid && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  )
}
