import { maskEmail } from "@gatehouse/domain"
import { useState } from "react"
import { AccountForm } from "../../components/AccountForm/AccountForm.tsx"
import { type AccountTextField, AccountTextFields } from "../../components/AccountForm/AccountTextFields.tsx"
import { type AccountFields, useAccountFields } from "../../components/AccountForm/accountFields.ts"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import english from "./AccountDetailsForm.en.json"
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

/** The server takes up to 30 characters: any international number with its spacing. */
const phoneNumberMaxLength = 30

const detailFieldsOf = (
  t: (key: keyof typeof english) => string,
  accountFields: AccountFields,
): ReadonlyArray<AccountTextField<keyof AccountDetails>> => [
  { name: "NameFirst", ...accountFields.firstName },
  { name: "NameLast", ...accountFields.lastName },
  {
    name: "PhoneNumber",
    label: t("AccountDetailsForm.phoneNumber"),
    autoComplete: "tel",
    maxLength: phoneNumberMaxLength,
  },
]

/**
 * The account information on My Account: the user ID and the partly hidden e-mail as they are, the
 * way to change the password, the names and phone number to edit. Each input stops at the same length as on the sign-up page.
 */
export const AccountDetailsForm = ({ user, onSave, isPending }: AccountDetailsFormProps) => {
  const t = useMessages(english)
  const accountFields = useAccountFields()
  const [details, setDetails] = useState<AccountDetails>({
    NameFirst: user.NameFirst ?? "",
    NameLast: user.NameLast ?? "",
    PhoneNumber: user.PhoneNumber ?? "",
  })
  const set = (field: keyof AccountDetails) => (value: string) =>
    setDetails((current) => ({ ...current, [field]: value }))
  return (
    <AccountForm
      title={t("AccountDetailsForm.title")}
      submitLabel={t("AccountDetailsForm.save")}
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
          <dt className={styles.factName}>{t("AccountDetailsForm.userId")}</dt>
          <dd className={styles.factValue}>{user.UserID}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>{t("AccountDetailsForm.email")}</dt>
          <dd className={styles.factValue}>{maskEmail(user.UserEmail)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>{t("AccountDetailsForm.password")}</dt>
          <dd className={styles.factValue}>
            <TextLink href="/changepassword">{t("AccountDetailsForm.changePassword")}</TextLink>
          </dd>
        </div>
      </dl>
      <AccountTextFields fields={detailFieldsOf(t, accountFields)} values={details} onChange={set} />
    </AccountForm>
  )
}
