import {
  type FieldErrors,
  isValid,
  type RedeemField,
  type RedeemForm as RedeemValues,
  validateRedeem,
} from "@gatehouse/domain"
import { type FormEvent, useState } from "react"
import { Form } from "react-aria-components"
import { useMessages } from "../../i18n/Messages.tsx"
import { useValidationText } from "../../i18n/useValidationText.ts"
import { Button } from "../Button/Button.tsx"
import { TextField } from "../TextField/TextField.tsx"
import * as styles from "./RedeemForm.css.ts"
import english from "./RedeemForm.en.json"

/** The notes shown under the redeem form's inputs, in English (the form says them from its catalogue). */
export const redeemNotes = [
  "Please make sure the code is correct.",
  "Codes are case-sensitive.",
  "Each code can be used only once.",
] as const

const noteKeys = ["RedeemForm.noteCorrect", "RedeemForm.noteCaseSensitive", "RedeemForm.noteOnce"] as const

export interface RedeemFormProps {
  /** Called with the code (and referral code) exactly as typed, once a code is filled in. */
  readonly onRedeem: (form: RedeemValues) => void
  /** While the code is being redeemed: the button shows it is busy and cannot be pressed again. */
  readonly isPending?: boolean
}

const emptyForm: RedeemValues = { CouponCode: "", ReferralCode: "" }

/**
 * The form where a player enters a redeem code and a streamer's referral code to load R-Coin, on the
 * Top Up page and on My Account. The code is shown in capitals, but what the player typed is what is
 * sent, since codes are case-sensitive. Give it a new `key` to clear it after a redeem.
 */
export const RedeemForm = ({ onRedeem, isPending = false }: RedeemFormProps) => {
  const t = useMessages(english)
  const sayError = useValidationText()
  const [values, setValues] = useState<RedeemValues>(emptyForm)
  const [errors, setErrors] = useState<FieldErrors<RedeemField>>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isPending) return
    const found = validateRedeem(values)
    setErrors(found)
    if (isValid(found)) onRedeem(values)
  }
  return (
    <Form
      className={styles.root}
      validationBehavior="aria"
      onSubmit={submit}
      aria-label={t("RedeemForm.redeemCode")}
    >
      <div className={styles.code}>
        <TextField
          label={t("RedeemForm.redeemCodeLabel")}
          name="CouponCode"
          value={values.CouponCode}
          onChange={(CouponCode) => setValues({ ...values, CouponCode })}
          errorMessage={sayError(errors.CouponCode)}
          autoComplete="off"
        />
      </div>
      <TextField
        label={t("RedeemForm.referralCode")}
        name="ReferralCode"
        value={values.ReferralCode}
        onChange={(ReferralCode) => setValues({ ...values, ReferralCode })}
        autoComplete="off"
      />
      <ul className={styles.notes}>
        {noteKeys.map((note) => (
          <li key={note}>{t(note)}</li>
        ))}
      </ul>
      <Button type="submit" tone="primary" isPending={isPending}>
        {t("RedeemForm.redeem")}
      </Button>
    </Form>
  )
}
