import {
  type ChangePasswordField,
  type ChangePasswordForm,
  type FieldErrors,
  isValid,
  validateChangePassword,
} from "@gatehouse/domain"
import { useState } from "react"
import { AccountForm } from "../../components/AccountForm/AccountForm.tsx"
import { type AccountTextField, AccountTextFields } from "../../components/AccountForm/AccountTextFields.tsx"
import { accountFields } from "../../components/AccountForm/accountFields.ts"
import { PromptDialog } from "../../components/PromptDialog/PromptDialog.tsx"
import * as styles from "./ChangePassword.css.ts"

/** The secret-answer prompt as the caller drives it: open, checking, or refused with a message. */
export interface SecretAnswerPrompt {
  readonly isOpen: boolean
  readonly isPending?: boolean
  /** 'Secret Answer is incorrect. Please try again.' after a wrong answer. */
  readonly errorMessage?: string | undefined
}

export interface ChangePasswordProps {
  /** Called with the three passwords once they pass the spec's rules; the caller then asks for the secret answer. */
  readonly onChangePassword: (form: ChangePasswordForm) => void
  readonly secretAnswerPrompt: SecretAnswerPrompt
  readonly onSecretAnswer: (answer: string) => void
  readonly onCancelSecretAnswer: () => void
  /** While the password change itself runs. */
  readonly isPending?: boolean
}

const passwordFields: ReadonlyArray<AccountTextField<ChangePasswordField>> = [
  { name: "currentPassword", ...accountFields.currentPassword, isWide: true },
  { name: "newPassword", ...accountFields.newPassword },
  { name: "retypeNewPassword", ...accountFields.retypeNewPassword },
]

const emptyForm: ChangePasswordForm = { currentPassword: "", newPassword: "", retypeNewPassword: "" }

/**
 * Change Password (spec §2, §4, §5): current, new and retype-new password with the spec's four
 * messages; once they pass, a prompt asks for the secret answer before anything is changed.
 */
export const ChangePassword = ({
  onChangePassword,
  secretAnswerPrompt,
  onSecretAnswer,
  onCancelSecretAnswer,
  isPending = false,
}: ChangePasswordProps) => {
  const [form, setForm] = useState<ChangePasswordForm>(emptyForm)
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({})
  const set = (field: ChangePasswordField) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }))
  const submit = () => {
    const found = validateChangePassword(form)
    setErrors(found)
    if (isValid(found)) onChangePassword(form)
  }
  return (
    <article className={styles.root}>
      <AccountForm
        title="Change Password"
        headingLevel={1}
        description="After the change you are logged out; log in again with the new password."
        submitLabel="Change Password"
        onSubmit={submit}
        isPending={isPending || secretAnswerPrompt.isOpen}
      >
        <AccountTextFields fields={passwordFields} values={form} errors={errors} onChange={set} />
      </AccountForm>
      <PromptDialog
        title="Secret Answer"
        label="Enter the answer to your secret question"
        isOpen={secretAnswerPrompt.isOpen}
        isPending={secretAnswerPrompt.isPending}
        errorMessage={secretAnswerPrompt.errorMessage}
        autoComplete="off"
        onSubmit={onSecretAnswer}
        onCancel={onCancelSecretAnswer}
      />
    </article>
  )
}
