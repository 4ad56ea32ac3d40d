import type { ReactNode } from "react"
import { useMessages } from "../../i18n/Messages.tsx"
import { Button } from "../Button/Button.tsx"
import { DialogFrame } from "../DialogFrame/DialogFrame.tsx"
import english from "./ConfirmDialog.en.json"

export interface ConfirmDialogProps {
  /** The dialog's heading, for example "Buy Now". */
  readonly title: string
  /** The question the player answers, for example 'Are you sure you want to buy this item?'. */
  readonly message: string
  /** Shows the dialog over the page; the page behind cannot be used until it closes. */
  readonly isOpen: boolean
  /** Called when the player agrees. */
  readonly onConfirm: () => void
  /** Called when the player declines, presses Escape or closes the dialog. */
  readonly onCancel: () => void
  /** The text of the agreeing button; "OK" when left out. */
  readonly confirmLabel?: string
  /** What the question is about, under it: the items to buy, what they cost, the balance after. */
  readonly children?: ReactNode
}

/**
 * A yes-or-no question in a modal, the accessible stand-in for the browser's confirm: focus starts on
 * Cancel (the safe answer), Escape cancels, and focus returns where it was.
 */
export const ConfirmDialog = ({
  title,
  message,
  isOpen,
  onConfirm,
  onCancel,
  confirmLabel,
  children,
}: ConfirmDialogProps) => {
  const t = useMessages(english)
  return (
    <DialogFrame
      role="alertdialog"
      title={title}
      message={message}
      isOpen={isOpen}
      isDismissable
      onClose={onCancel}
      actions={
        <>
          <Button tone="secondary" autoFocus onPress={onCancel}>
            {t("ConfirmDialog.cancel")}
          </Button>
          <Button tone="primary" onPress={onConfirm}>
            {confirmLabel ?? t("ConfirmDialog.ok")}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  )
}
