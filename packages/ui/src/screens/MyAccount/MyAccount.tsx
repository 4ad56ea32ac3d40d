import type { ReactNode } from "react"
import { ProcessingDialog } from "../../components/ProcessingDialog/ProcessingDialog.tsx"
import { PromptDialog } from "../../components/PromptDialog/PromptDialog.tsx"
import { type AccountDetails, AccountDetailsForm, type AccountUser } from "./AccountDetailsForm.tsx"
import { CharactersSection } from "./CharactersSection.tsx"
import { ConnectionInfoSection, type ConnectionState } from "./ConnectionInfoSection.tsx"
import * as styles from "./MyAccount.css.ts"
import { whitelistProcessingTexts } from "./whitelistTexts.ts"

/** The confirm-password modal as the caller drives it: open, checking, or refused with a message. */
export interface PasswordPrompt {
  readonly isOpen: boolean
  readonly isPending?: boolean
  /** 'Password is incorrect. Please try again.' or 'An error occurred while validating the password.' */
  readonly errorMessage?: string | undefined
}

export interface MyAccountProps {
  readonly user: AccountUser
  readonly connection: ConnectionState
  /** Save pressed with valid details: the caller opens the confirm-password modal. */
  readonly onSave: (details: AccountDetails) => void
  readonly passwordPrompt: PasswordPrompt
  readonly onConfirmPassword: (password: string) => void
  readonly onCancelPassword: () => void
  /** While the details are being saved. */
  readonly isSaving?: boolean
  readonly onRequestWhitelist: () => void
  /** While the whitelist request runs: the 'Processing request / please wait...' modal. */
  readonly isWhitelistPending?: boolean
  /**
   * REDEEM SLOT: the redeem code and referral code form (Load R-COINS), provided by the economy
   * screens. The page keeps its place at the top; without it the page shows the other parts only.
   */
  readonly redeemSlot?: ReactNode
}

/**
 * My Account, titled as its section, Account Setting (spec §2, §4): the redeem area, connection information with the IP whitelist request,
 * account information with the e-mail masked and a confirm-password modal guarding Save, and the
 * account's characters.
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
}: MyAccountProps) => (
  <article className={styles.root}>
    <h1 className={styles.heading}>Account Setting</h1>
    {redeemSlot !== undefined && <div className={styles.slot}>{redeemSlot}</div>}
    <ConnectionInfoSection
      connection={connection}
      onRequestWhitelist={onRequestWhitelist}
      isWhitelistPending={isWhitelistPending}
    />
    <AccountDetailsForm user={user} onSave={onSave} isPending={isSaving || passwordPrompt.isOpen} />
    <CharactersSection characters={user.characters} />
    <PromptDialog
      title="Confirm Password"
      label="Enter your password to save the changes"
      type="password"
      autoComplete="current-password"
      submitLabel="Confirm"
      isOpen={passwordPrompt.isOpen}
      isPending={passwordPrompt.isPending}
      errorMessage={passwordPrompt.errorMessage}
      onSubmit={onConfirmPassword}
      onCancel={onCancelPassword}
    />
    <ProcessingDialog
      isOpen={isWhitelistPending}
      title={whitelistProcessingTexts.title}
      message={whitelistProcessingTexts.message}
    />
  </article>
)
