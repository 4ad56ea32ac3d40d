import type { Ref } from "react"
import { Button as AriaButton } from "react-aria-components"
import * as styles from "./MediaGrid.css.ts"

export interface MediaPictureProps {
  /** The picture's address. */
  readonly src: string
  /** What the picture shows, for screen readers. */
  readonly alt: string
  /** A short word over the picture's corner, such as "Coming soon". */
  readonly badge?: string
  /** Makes the picture a button (a zoom cursor on hover), called when the player presses it. */
  readonly onPress?: () => void
  /** The picture's button, so focus can be sent back to it (when it is a button). */
  readonly buttonRef?: Ref<HTMLButtonElement>
}

/**
 * A media tile's picture in a fixed 16:9 frame, its space kept before it loads, loaded only when it
 * scrolls near. It can carry a badge, or be the button that opens the picture in full.
 */
export const MediaPicture = ({ src, alt, badge, onPress, buttonRef }: MediaPictureProps) => {
  const frame = (
    <span className={styles.frame}>
      <img className={styles.picture} src={src} alt={alt} loading="lazy" />
      {badge !== undefined && <span className={styles.badge}>{badge}</span>}
    </span>
  )
  if (onPress === undefined) return frame
  return (
    <AriaButton className={styles.pictureButton} onPress={onPress} ref={buttonRef}>
      {frame}
    </AriaButton>
  )
}
