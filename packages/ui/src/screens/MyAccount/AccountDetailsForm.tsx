import { maskEmail, maxLengths } from "@gatehouse/domain"
import { useState } from "react"
import { AccountForm } from "../../components/AccountForm/AccountForm.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import * as styles from "./MyAccount.css.ts"

/** The details a player may change on the account page. */
export interface AccountDetails {
  readonly NameFirst: string
  readonly NameLast: string
  readonly PhoneNumber: string
}

/** The account as the page shows it: any session user fits. */
export interface AccountUser {
  readonly UserID: string
  readonly UserEmail: string
  readonly NameFirst?: string | null | undefined
  readonly NameLast?: string | null | undefined
  readonly PhoneNumber?: string | null | undefined
  readonly characters?: ReadonlyArray<{ readonly ChaName: string; readonly ChaLevel: number }> | undefined
}

export interface AccountDetailsFormProps {
  readonly user: AccountUser
  /** Save pressed: the caller asks for the password before anything is sent. */
  readonly onSave: (details: AccountDetails) => void
  readonly isPending: boolean
}

/**
 * Account information (spec §2 My account): the user ID and the masked e-mail as they are, the names
 * and phone number to edit. Max lengths follow the register form's.
 */
export const AccountDetailsForm = ({ user, onSave, isPending }: AccountDetailsFormProps) => {
  const [details, setDetails] = useState<AccountDetails>({
    NameFirst: user.NameFirst ?? "",
    NameLast: user.NameLast ?? "",
    PhoneNumber: user.PhoneNumber ?? "",
  })
  const set = (field: keyof AccountDetails) => (value: string) =>
    setDetails((current) => ({ ...current, [field]: value }))
  return (
    <AccountForm
      title="Account Information"
      submitLabel="Save"
      onSubmit={() =>
        onSave({
          NameFirst: details.NameFirst.trim(),
          NameLast: details.NameLast.trim(),
          PhoneNumber: details.PhoneNumber.trim(),
        })
      }
      isPending={isPending}
    >
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factName}>User ID</dt>
          <dd className={styles.factValue}>{user.UserID}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>E-mail</dt>
          <dd className={styles.factValue}>{maskEmail(user.UserEmail)}</dd>
        </div>
      </dl>
      <TextField
        label="First Name"
        name="NameFirst"
        autoComplete="given-name"
        maxLength={maxLengths.firstName}
        value={details.NameFirst}
        onChange={set("NameFirst")}
      />
      <TextField
        label="Last Name"
        name="NameLast"
        autoComplete="family-name"
        maxLength={maxLengths.lastName}
        value={details.NameLast}
        onChange={set("NameLast")}
      />
      <TextField
        label="Phone Number"
        name="PhoneNumber"
        autoComplete="tel"
        maxLength={phoneNumberMaxLength}
        value={details.PhoneNumber}
        onChange={set("PhoneNumber")}
      />
    </AccountForm>
  )
}

/** The server takes up to 30 characters: any international number with its spacing. */
const phoneNumberMaxLength = 30
