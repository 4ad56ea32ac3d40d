import {
  type ChangePasswordField,
  type FieldErrors,
  isValid,
  validateChangePassword,
} from "@gatehouse/domain"
import { useState } from "react"
import { AccountForm } from "../../components/AccountForm/AccountForm.tsx"
import { type AccountTextField, AccountTextFields } from "../../components/AccountForm/AccountTextFields.tsx"
import { type AccountFields, useAccountFields } from "../../components/AccountForm/accountFields.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ResetPassword.css.ts"
import english from "./ResetPassword.en.json"

export interface ResetPasswordValues {
  readonly newPassword: string
}

export interface ResetPasswordProps {
  /** Called with the new password once both fields pass the password rules. */
  readonly onResetPassword: (values: ResetPasswordValues) => void
  /** While the new password is being saved: the button shows it is busy and cannot be pressed again. */
  readonly isPending?: boolean
}

type ResetField = Exclude<ChangePasswordField, "currentPassword">

/** The link stands in for the current password, so the change-password rules apply to the new fields alone. */
const validateReset = (newPassword: string, retypeNewPassword: string): FieldErrors<ResetField> => {
  const { currentPassword: _linkStandsIn, ...errors } = validateChangePassword({
    currentPassword: "",
    newPassword,
    retypeNewPassword,
  })
  return errors
}

const resetFieldsOf = (accountFields: AccountFields): ReadonlyArray<AccountTextField<ResetField>> => [
  { name: "newPassword", ...accountFields.newPassword },
  { name: "retypeNewPassword", ...accountFields.retypeNewPassword },
]

/** The screen behind the mailed reset link: a new password, typed twice. */
export const ResetPassword = ({ onResetPassword, isPending = false }: ResetPasswordProps) => {
  const [form, setForm] = useState<Record<ResetField, string>>({ newPassword: "", retypeNewPassword: "" })
  const set = (field: ResetField) => (value: string) => setForm((current) => ({ ...current, [field]: value }))
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({})
  const t = useMessages(english)
  const accountFields = useAccountFields()
  const submit = () => {
    const found = validateReset(form.newPassword, form.retypeNewPassword)
    setErrors(found)
    if (isValid(found)) onResetPassword({ newPassword: form.newPassword })
  }
  return (
    <article className={styles.root}>
      <AccountForm
        title={t("ResetPassword.title")}
        headingLevel={1}
        description={t("ResetPassword.description")}
        submitLabel={t("ResetPassword.submit")}
        onSubmit={submit}
        isPending={isPending}
      >
        <AccountTextFields
          fields={resetFieldsOf(accountFields)}
          values={form}
          errors={errors}
          onChange={set}
        />
      </AccountForm>
    </article>
  )
}
