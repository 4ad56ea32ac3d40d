import { useValidationText } from "../../i18n/useValidationText.ts"
import { TextField } from "../TextField/TextField.tsx"
import { AccountFormRow } from "./AccountForm.tsx"
import type { AccountFieldLook } from "./accountFields.ts"

/** One text field of a form: the form's key (also the input's name) and how the field looks. */
export interface AccountTextField<Key extends string> extends AccountFieldLook {
  readonly name: Key
  /** Takes the whole row on wide screens (a form's first or only field). */
  readonly isWide?: boolean
}

export interface AccountTextFieldsProps<Key extends string> {
  readonly fields: ReadonlyArray<AccountTextField<Key>>
  readonly values: { readonly [K in Key]: string }
  readonly errors?: { readonly [K in Key]?: string | undefined }
  readonly onChange: (name: Key) => (value: string) => void
}

/** A form's text fields in order, each showing its value and its message from the last submit. */
export const AccountTextFields = <Key extends string>({
  fields,
  values,
  errors,
  onChange,
}: AccountTextFieldsProps<Key>) => {
  const sayError = useValidationText()
  return fields.map(({ name, isWide, ...look }) => {
    const field = (
      <TextField
        key={name}
        {...look}
        name={name}
        value={values[name]}
        onChange={onChange(name)}
        errorMessage={sayError(errors?.[name])}
      />
    )
    return isWide ? <AccountFormRow key={name}>{field}</AccountFormRow> : field
  })
}
