import type { ReactNode } from "react"
import { DialogFrame } from "../DialogFrame/DialogFrame.tsx"
import * as styles from "./MediaViewer.css.ts"

export interface MediaViewerProps {
  /** The dialog's heading: the picture's or movie's title. */
  readonly title: string
  /** The text of the Close button beside the heading. */
  readonly closeLabel: string
  /** Shows the picture or movie over the page. */
  readonly isOpen: boolean
  /** Called when the player presses Close or Escape, or clicks outside the box. */
  readonly onClose: () => void
  /** The picture (`img`) or movie (`video`), shown as large as the window allows and never cropped. */
  readonly children: ReactNode
  /** The line under the picture describing it. */
  readonly caption?: string
  /** Buttons under the caption, such as previous and next. */
  readonly controls?: ReactNode
}

/**
 * One picture or movie in full over the page, with its title, a Close button and a caption: the
 * gallery's lightbox and the movie player. Escape, Close or a click beside the box closes it, and
 * focus returns to what opened it.
 */
export const MediaViewer = ({
  title,
  closeLabel,
  isOpen,
  onClose,
  children,
  caption,
  controls,
}: MediaViewerProps) => (
  <DialogFrame
    title={title}
    closeLabel={closeLabel}
    size="media"
    isOpen={isOpen}
    isDismissable
    onClose={onClose}
  >
    <div className={styles.stage}>{children}</div>
    {caption !== undefined && <p className={styles.caption}>{caption}</p>}
    {controls}
  </DialogFrame>
)
