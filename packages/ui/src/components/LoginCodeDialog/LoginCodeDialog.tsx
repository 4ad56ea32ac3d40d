import { useMessages } from "../../i18n/Messages.tsx"
import { PromptDialog } from "../PromptDialog/PromptDialog.tsx"
import english from "./LoginCodeDialog.en.json"

export interface LoginCodeDialogProps {
  /** Open while a login waits for its second step. */
  readonly isOpen: boolean
  /** Called with the code as typed: 6 digits from the app, or a recovery code. */
  readonly onSubmit: (code: string) => void
  /** Gives up this login; the player is still a guest. */
  readonly onCancel: () => void
  /** Why the last code was refused, shown under the field. */
  readonly errorMessage?: string | undefined
  /** While the code is being checked: the button shows it is busy. */
  readonly isPending?: boolean
}

/**
 * Its label names both kinds of code, so a player without the phone knows what else works (in English;
 * the dialog says it from its catalogue, `LoginCodeDialog.codeLabel`).
 */
export const loginCodeLabel = "Code from your authenticator app, or a recovery code"

/**
 * The login's second step for an account with two-step sign-in: after the right password, the code
 * the authenticator app shows (or a recovery code). The phone's keyboard offers the code the
 * system read from a message or the app (`one-time-code`).
 */
export const LoginCodeDialog = ({
  isOpen,
  onSubmit,
  onCancel,
  errorMessage,
  isPending,
}: LoginCodeDialogProps) => {
  const t = useMessages(english)
  return (
    <PromptDialog
      title={t("LoginCodeDialog.title")}
      label={t("LoginCodeDialog.codeLabel")}
      isOpen={isOpen}
      onSubmit={onSubmit}
      onCancel={onCancel}
      autoComplete="one-time-code"
      maxLength={20}
      submitLabel={t("LoginCodeDialog.logIn")}
      errorMessage={errorMessage}
      isPending={isPending}
    />
  )
}
