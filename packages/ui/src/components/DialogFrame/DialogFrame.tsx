import type { ReactNode } from "react"
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { Button } from "../Button/Button.tsx"
import * as styles from "./DialogFrame.css.ts"

/** How wide a dialog is: a message box, a text with a table, or a picture or movie. */
export const dialogSizes = ["message", "wide", "media"] as const
export type DialogSize = (typeof dialogSizes)[number]

export interface DialogFrameProps {
  /** The dialog's heading, which also names it for screen readers. */
  readonly title: ReactNode
  /** The dialog's text, under the heading; line breaks in it are kept. */
  readonly message?: string
  /** What the dialog holds besides its text: a field, a picture, a table, a progress bar. */
  readonly children?: ReactNode
  /** The buttons along the bottom of the dialog, for example Cancel and OK. */
  readonly actions?: ReactNode
  /** With it, a Close button with this text sits beside the heading. */
  readonly closeLabel?: string
  /**
   * How wide the box is: "message" for a short message or question (centred text), "wide" for text
   * with a table, "media" for a picture or movie with a narrower margin around it.
   */
  readonly size?: DialogSize
  /**
   * "alertdialog" for a message or question the player must answer before anything else; "dialog"
   * for everything else.
   */
  readonly role?: "dialog" | "alertdialog"
  /**
   * Shows the dialog over the page; the page behind cannot be used until it closes. Leave it out when
   * the dialog sits in a react-aria `DialogTrigger`, which opens it.
   */
  readonly isOpen?: boolean
  /** Called when the dialog closes by Escape, a click outside it or its Close button. */
  readonly onClose?: () => void
  /** A click on the dimmed page outside the box closes the dialog too. */
  readonly isDismissable?: boolean
  /** Escape does not close the dialog (while a request it shows cannot be stopped). */
  readonly isKeyboardDismissDisabled?: boolean
}

/**
 * The frame every dialog of the portal is drawn in: the dimmed page, the framed box, its heading, its
 * text and its buttons. The focus moves into the box when it opens, stays inside while it is open and
 * goes back where it was when it closes. Message boxes, questions, prompts, progress, the instruction
 * popups, the gallery's lightbox and the movie player are all this frame with their own contents.
 */
export const DialogFrame = ({
  title,
  message,
  children,
  actions,
  closeLabel,
  size = "message",
  role = "dialog",
  isOpen,
  onClose,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
}: DialogFrameProps) => {
  const heading = (
    <Heading slot="title" className={styles.title}>
      {title}
    </Heading>
  )
  return (
    <ModalOverlay
      className={styles.overlay[size]}
      isOpen={isOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      onOpenChange={(open) => {
        if (!open) onClose?.()
      }}
    >
      <Modal className={styles.modal[size]}>
        <Dialog role={role} className={styles.dialog[size]}>
          {closeLabel === undefined ? (
            heading
          ) : (
            <div className={styles.top}>
              {heading}
              <Button slot="close" tone="quiet">
                {closeLabel}
              </Button>
            </div>
          )}
          {message !== undefined && <p className={styles.message}>{message}</p>}
          {children}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
