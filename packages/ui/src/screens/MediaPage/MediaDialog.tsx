import type { ReactNode } from "react"
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { Button } from "../../components/Button/Button.tsx"
import * as styles from "./MediaDialog.css.ts"

export interface MediaDialogProps {
  /** The dialog's heading: the picture's or movie's title. */
  readonly title: string
  readonly closeLabel: string
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly children: ReactNode
}

/**
 * The modal the gallery's lightbox and the movie player open in: Escape, the Close button or a click
 * on the backdrop closes it, and focus returns to what opened it.
 */
export const MediaDialog = ({ title, closeLabel, isOpen, onClose, children }: MediaDialogProps) => (
  <ModalOverlay
    className={styles.overlay}
    isOpen={isOpen}
    isDismissable
    onOpenChange={(open) => {
      if (!open) onClose()
    }}
  >
    <Modal className={styles.modal}>
      <Dialog className={styles.dialog}>
        <div className={styles.top}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <Button tone="quiet" onPress={onClose}>
            {closeLabel}
          </Button>
        </div>
        {children}
      </Dialog>
    </Modal>
  </ModalOverlay>
)
