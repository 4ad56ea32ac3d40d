import {
  type ChangePasswordField,
  type FieldErrors,
  isValid,
  maxLengths,
  validateChangePassword,
} from "@gatehouse/domain"
import { useState } from "react"
import { AccountForm } from "../../components/AccountForm/AccountForm.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import * as styles from "./ResetPassword.css.ts"

export interface ResetPasswordValues {
  readonly newPassword: string
}

export interface ResetPasswordProps {
  /** Called with the new password once both fields pass the change-password rules. */
  readonly onResetPassword: (values: ResetPasswordValues) => void
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

/** The screen behind the mailed reset link: a new password, typed twice. */
export const ResetPassword = ({ onResetPassword, isPending = false }: ResetPasswordProps) => {
  const [newPassword, setNewPassword] = useState("")
  const [retypeNewPassword, setRetype] = useState("")
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({})
  const submit = () => {
    const found = validateReset(newPassword, retypeNewPassword)
    setErrors(found)
    if (isValid(found)) onResetPassword({ newPassword })
  }
  return (
    <article className={styles.root}>
      <AccountForm
        title="Reset Password"
        headingLevel={1}
        description="Choose a new password for your account. The link works once and only for a short time."
        submitLabel="Reset Password"
        onSubmit={submit}
        isPending={isPending}
      >
        <TextField
          label="New Password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          maxLength={maxLengths.password}
          value={newPassword}
          onChange={setNewPassword}
          errorMessage={errors.newPassword}
        />
        <TextField
          label="Retype New Password"
          name="retypeNewPassword"
          type="password"
          autoComplete="new-password"
          maxLength={maxLengths.password}
          value={retypeNewPassword}
          onChange={setRetype}
          errorMessage={errors.retypeNewPassword}
        />
      </AccountForm>
    </article>
  )
}
