import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { Button } from "../Button/Button.tsx"
import * as styles from "./MessageDialog.css.ts"

export interface MessageDialogProps {
  /** 'ERROR!', 'Success!', 'SUCCESS!!', or 'Notice' where the spec names no title. */
  readonly title: string
  readonly message: string
  readonly isOpen: boolean
  readonly onClose: () => void
}

/**
 * An accessible modal alert for the spec's dialogs and alerts (§8): focus moves to its OK button,
 * Escape or OK closes it, and focus returns to where it was.
 */
export const MessageDialog = ({ title, message, isOpen, onClose }: MessageDialogProps) => (
  <ModalOverlay
    className={styles.overlay}
    isOpen={isOpen}
    onOpenChange={(open) => {
      if (!open) onClose()
    }}
  >
    <Modal className={styles.modal}>
      <Dialog role="alertdialog" className={styles.dialog}>
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.message}>{message}</p>
        <Button tone="primary" isFullWidth autoFocus onPress={onClose}>
          OK
        </Button>
      </Dialog>
    </Modal>
  </ModalOverlay>
)
