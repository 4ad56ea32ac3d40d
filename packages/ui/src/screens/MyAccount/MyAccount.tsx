import type { ReactNode } from "react"
import { ProcessingDialog } from "../../components/ProcessingDialog/ProcessingDialog.tsx"
import { PromptDialog } from "../../components/PromptDialog/PromptDialog.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import { type AccountDetails, AccountDetailsForm, type AccountUser } from "./AccountDetailsForm.tsx"
import { CharactersSection } from "./CharactersSection.tsx"
import { type ConnectionInfo, ConnectionInfoSection } from "./ConnectionInfoSection.tsx"
import * as styles from "./MyAccount.css.ts"
import english from "./MyAccount.en.json"

/** The confirm-password modal as the caller drives it: open, checking, or refused with a message. */
export interface PasswordPrompt {
  readonly isOpen: boolean
  readonly isPending?: boolean
  /** 'Password is incorrect. Please try again.' or 'An error occurred while validating the password.' */
  readonly errorMessage?: string | undefined
}

export interface MyAccountProps {
  /** The logged-in player's account: user ID, e-mail, name, phone and characters. */
  readonly user: AccountUser
  /** The player's connection details (IP address and whitelist status): loading, failed or loaded. */
  readonly connection: LoadState<ConnectionInfo>
  /**
   * Called with the edited details when the player presses Save and they are valid; the player is then asked
   * for their password.
   */
  readonly onSave: (details: AccountDetails) => void
  /** The confirm-password dialog: whether it is open, checking the password, or showing that it was wrong. */
  readonly passwordPrompt: PasswordPrompt
  /** Called with the password typed in the confirm-password dialog. */
  readonly onConfirmPassword: (password: string) => void
  /** Called when the player closes the confirm-password dialog without confirming. */
  readonly onCancelPassword: () => void
  /** While the details are being saved: the Save button shows it is busy and cannot be pressed again. */
  readonly isSaving?: boolean
  /** Called when the player asks to add their IP address to the whitelist. */
  readonly onRequestWhitelist: () => void
  /** While the whitelist request runs: the 'Processing request' dialog shows. */
  readonly isWhitelistPending?: boolean
  /**
   * The form for redeem and referral codes (Load R-COINS), shown at the top of the page. Without it, the page
   * shows its other parts only.
   */
  readonly redeemSlot?: ReactNode
  /** Two-step sign-in (TwoStepSection with its calls), shown after the connection information. */
  readonly twoStepSlot?: ReactNode
}

/**
 * The player's account page, titled Account Setting: the redeem form, the connection information
 * with the IP whitelist request, the account information (e-mail partly hidden; Save asks for the
 * password first) and the account's characters.
 */
export const MyAccount = ({
  user,
  connection,
  onSave,
  passwordPrompt,
  onConfirmPassword,
  onCancelPassword,
  isSaving = false,
  onRequestWhitelist,
  isWhitelistPending = false,
  redeemSlot,
  twoStepSlot,
}: MyAccountProps) => {
  const t = useMessages(english)
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{t("MyAccount.heading")}</h1>
      {redeemSlot !== undefined && <div className={styles.slot}>{redeemSlot}</div>}
      <ConnectionInfoSection
        connection={connection}
        onRequestWhitelist={onRequestWhitelist}
        isWhitelistPending={isWhitelistPending}
      />
      {twoStepSlot !== undefined && <div className={styles.slot}>{twoStepSlot}</div>}
      <AccountDetailsForm user={user} onSave={onSave} isPending={isSaving || passwordPrompt.isOpen} />
      <CharactersSection characters={user.characters} />
      <PromptDialog
        title={t("MyAccount.confirmPassword")}
        label={t("MyAccount.enterPassword")}
        type="password"
        autoComplete="current-password"
        submitLabel={t("MyAccount.confirm")}
        isOpen={passwordPrompt.isOpen}
        isPending={passwordPrompt.isPending}
        errorMessage={passwordPrompt.errorMessage}
        onSubmit={onConfirmPassword}
        onCancel={onCancelPassword}
      />
      <ProcessingDialog
        isOpen={isWhitelistPending}
        title={t("MyAccount.processingTitle")}
        message={t("MyAccount.processingMessage")}
      />
    </article>
  )
}
