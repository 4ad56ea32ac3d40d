import { TextField as AriaTextField, FieldError, Input, Label } from "react-aria-components"
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
 * A labelled text input with its own error line. Validation is the form's job (the domain's rules on
 * submit), so the browser's built-in checks stay out of the way.
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
}: TextFieldProps) => (
  <AriaTextField
    className={styles.root}
    name={name}
    value={value}
    onChange={onChange}
    type={type}
    autoComplete={autoComplete}
    maxLength={maxLength}
    isInvalid={errorMessage !== undefined}
    isDisabled={isDisabled}
    autoFocus={autoFocus}
    validationBehavior="aria"
  >
    <Label className={styles.label}>{label}</Label>
    <Input className={styles.input} />
    <FieldError className={styles.error}>{errorMessage}</FieldError>
  </AriaTextField>
)
