import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { Button } from "../Button/Button.tsx"
import * as dialogStyles from "../MessageDialog/MessageDialog.css.ts"
import * as styles from "./ConfirmDialog.css.ts"

export interface ConfirmDialogProps {
  readonly title: string
  /** The question, e.g. 'Are you sure you want to buy this item?' (spec §2). */
  readonly message: string
  readonly isOpen: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
  readonly confirmLabel?: string
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
  confirmLabel = "OK",
}: ConfirmDialogProps) => (
  <ModalOverlay
    className={dialogStyles.overlay}
    isOpen={isOpen}
    isDismissable
    onOpenChange={(open) => {
      if (!open) onCancel()
    }}
  >
    <Modal className={dialogStyles.modal}>
      <Dialog role="alertdialog" className={dialogStyles.dialog}>
        <Heading slot="title" className={dialogStyles.title}>
          {title}
        </Heading>
        <p className={dialogStyles.message}>{message}</p>
        <div className={styles.actions}>
          <Button tone="secondary" autoFocus onPress={onCancel}>
            Cancel
          </Button>
          <Button tone="primary" onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </Modal>
  </ModalOverlay>
)
