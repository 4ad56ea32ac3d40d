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
import { useAccountFields } from "../../components/AccountForm/accountFields.ts"
import { PromptDialog } from "../../components/PromptDialog/PromptDialog.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ChangePassword.css.ts"
import english from "./ChangePassword.en.json"

/** The secret-answer prompt as the caller drives it: open, checking, or refused with a message. */
export interface SecretAnswerPrompt {
  readonly isOpen: boolean
  readonly isPending?: boolean
  /** 'Secret Answer is incorrect. Please try again.' after a wrong answer. */
  readonly errorMessage?: string | undefined
}

export interface ChangePasswordProps {
  /**
   * Called with the current and new passwords once they pass the password rules; the player is then asked for
   * their secret answer.
   */
  readonly onChangePassword: (form: ChangePasswordForm) => void
  /**
   * The secret answer dialog: whether it is open, checking the answer, or showing that the answer was wrong.
   */
  readonly secretAnswerPrompt: SecretAnswerPrompt
  /** Called with the secret answer the player typed. */
  readonly onSecretAnswer: (answer: string) => void
  /** Called when the player closes the secret answer dialog without answering. */
  readonly onCancelSecretAnswer: () => void
  /** While the password is being changed: the button shows it is busy and cannot be pressed again. */
  readonly isPending?: boolean
}

const emptyForm: ChangePasswordForm = { currentPassword: "", newPassword: "", retypeNewPassword: "" }

/**
 * The Change Password page: current, new and retyped new password, with a message at each input
 * that is wrong; once they are right, a dialog asks for the secret answer before anything changes.
 */
export const ChangePassword = ({
  onChangePassword,
  secretAnswerPrompt,
  onSecretAnswer,
  onCancelSecretAnswer,
  isPending = false,
}: ChangePasswordProps) => {
  const t = useMessages(english)
  const accountFields = useAccountFields()
  const passwordFields: ReadonlyArray<AccountTextField<ChangePasswordField>> = [
    { name: "currentPassword", ...accountFields.currentPassword, isWide: true },
    { name: "newPassword", ...accountFields.newPassword },
    { name: "retypeNewPassword", ...accountFields.retypeNewPassword },
  ]
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
        title={t("ChangePassword.title")}
        headingLevel={1}
        description={t("ChangePassword.description")}
        submitLabel={t("ChangePassword.title")}
        onSubmit={submit}
        isPending={isPending || secretAnswerPrompt.isOpen}
      >
        <AccountTextFields fields={passwordFields} values={form} errors={errors} onChange={set} />
      </AccountForm>
      <PromptDialog
        title={t("ChangePassword.secretAnswer")}
        label={t("ChangePassword.secretAnswerLabel")}
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
