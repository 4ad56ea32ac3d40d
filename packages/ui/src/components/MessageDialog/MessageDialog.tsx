import { useMessages } from "../../i18n/Messages.tsx"
import { Button } from "../Button/Button.tsx"
import { DialogFrame } from "../DialogFrame/DialogFrame.tsx"
import english from "./MessageDialog.en.json"

export interface MessageDialogProps {
  /** The dialog's heading: 'ERROR!', 'Success!', 'SUCCESS!!', or 'Notice' for other messages. */
  readonly title: string
  /** The message the player reads. */
  readonly message: string
  /** Shows the dialog over the page; the page behind cannot be used until it closes. */
  readonly isOpen: boolean
  /** Called when the player presses OK, presses Escape or closes the dialog. */
  readonly onClose: () => void
}

/**
 * A message box over the page, for confirmations and errors the player must acknowledge: the focus
 * moves to its OK button, Escape or OK closes it, and the focus goes back where it was.
 */
export const MessageDialog = ({ title, message, isOpen, onClose }: MessageDialogProps) => {
  const t = useMessages(english)
  return (
    <DialogFrame
      role="alertdialog"
      title={title}
      message={message}
      isOpen={isOpen}
      onClose={onClose}
      actions={
        <Button tone="primary" isFullWidth autoFocus onPress={onClose}>
          {t("MessageDialog.ok")}
        </Button>
      }
    />
  )
}
