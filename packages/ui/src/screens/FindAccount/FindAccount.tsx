import {
  type FieldErrors,
  type FindIdField,
  type FindIdForm,
  type FindPasswordField,
  type FindPasswordForm,
  isValid,
  validateFindId,
  validateFindPassword,
} from "@gatehouse/domain"
import { useState } from "react"
import { AccountForm } from "../../components/AccountForm/AccountForm.tsx"
import { type AccountTextField, AccountTextFields } from "../../components/AccountForm/AccountTextFields.tsx"
import { useAccountFields } from "../../components/AccountForm/accountFields.ts"
import { ProcessingDialog } from "../../components/ProcessingDialog/ProcessingDialog.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./FindAccount.css.ts"
import english from "./FindAccount.en.json"
import processingEnglish from "./processingTexts.en.json"

export interface FindAccountProps {
  /** Called with the e-mail address once it passes the Find ID rules. */
  readonly onFindId: (form: FindIdForm) => void
  /** Called with the user ID and e-mail address once they pass the Find Password rules. */
  readonly onFindPassword: (form: FindPasswordForm) => void
  /**
   * While a request is processed: how long, in milliseconds, the 'Processing your request' dialog has been
   * open. Empty: no dialog.
   */
  readonly processingElapsedMs?: number | null
  /** How long, in milliseconds, the 'Processing your request' dialog counts down (10 seconds on the site). */
  readonly processingDurationMs: number
}

/**
 * The Find Account page: find a forgotten user ID by e-mail, or ask for a password reset link by user
 * ID and e-mail. Both answers arrive by mail; a progress box covers the page while the request runs.
 */
export const FindAccount = ({
  onFindId,
  onFindPassword,
  processingElapsedMs = null,
  processingDurationMs,
}: FindAccountProps) => {
  const t = useMessages(english)
  const processingT = useMessages(processingEnglish)
  const isProcessing = processingElapsedMs !== null
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{t("FindAccount.heading")}</h1>
      <div className={styles.parts}>
        <FindIdPart onFindId={onFindId} isPending={isProcessing} />
        <FindPasswordPart onFindPassword={onFindPassword} isPending={isProcessing} />
      </div>
      <ProcessingDialog
        isOpen={isProcessing}
        title={processingT("processingTexts.title")}
        message={processingT("processingTexts.message")}
        durationMs={processingDurationMs}
        elapsedMs={processingElapsedMs ?? 0}
      />
    </article>
  )
}

const FindIdPart = ({ onFindId, isPending }: Pick<FindAccountProps, "onFindId"> & { isPending: boolean }) => {
  const t = useMessages(english)
  const accountFields = useAccountFields()
  const findIdFields: ReadonlyArray<AccountTextField<FindIdField>> = [
    { name: "findIDEmail", ...accountFields.email, isWide: true },
  ]
  const [findIDEmail, setEmail] = useState("")
  const [errors, setErrors] = useState<FieldErrors<FindIdField>>({})
  const submit = () => {
    const found = validateFindId({ findIDEmail })
    setErrors(found)
    if (isValid(found)) onFindId({ findIDEmail: findIDEmail.trim() })
  }
  return (
    <AccountForm
      title={t("FindAccount.findId")}
      description={t("FindAccount.findIdDescription")}
      submitLabel={t("FindAccount.findId")}
      onSubmit={submit}
      isPending={isPending}
    >
      <AccountTextFields
        fields={findIdFields}
        values={{ findIDEmail }}
        errors={errors}
        onChange={() => setEmail}
      />
    </AccountForm>
  )
}

const FindPasswordPart = ({
  onFindPassword,
  isPending,
}: Pick<FindAccountProps, "onFindPassword"> & { isPending: boolean }) => {
  const t = useMessages(english)
  const accountFields = useAccountFields()
  const findPasswordFields: ReadonlyArray<AccountTextField<FindPasswordField>> = [
    { name: "findPWID", ...accountFields.userId },
    { name: "findPWEmail", ...accountFields.email },
  ]
  const [form, setForm] = useState<FindPasswordForm>({ findPWID: "", findPWEmail: "" })
  const [errors, setErrors] = useState<FieldErrors<FindPasswordField>>({})
  const submit = () => {
    const found = validateFindPassword(form)
    setErrors(found)
    if (isValid(found))
      onFindPassword({ findPWID: form.findPWID.trim(), findPWEmail: form.findPWEmail.trim() })
  }
  return (
    <AccountForm
      title={t("FindAccount.findPassword")}
      description={t("FindAccount.findPasswordDescription")}
      submitLabel={t("FindAccount.findPassword")}
      onSubmit={submit}
      isPending={isPending}
    >
      <AccountTextFields
        fields={findPasswordFields}
        values={form}
        errors={errors}
        onChange={(field) => (value) => setForm((current) => ({ ...current, [field]: value }))}
      />
    </AccountForm>
  )
}
