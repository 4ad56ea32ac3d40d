import type { ReactNode } from "react"
import * as styles from "./MediaGrid.css.ts"

export interface MediaTileProps {
  /** The picture at the top of the tile, usually a `MediaPicture`. */
  readonly picture?: ReactNode
  /** The tile's heading: the picture's, movie's or page's name. */
  readonly title?: string
  /** A small picture beside the heading, such as a network's icon. */
  readonly icon?: ReactNode
  /** A line or two describing the entry. */
  readonly text?: string
  /** Links or buttons at the foot of the tile (download sizes, play, visit). */
  readonly children?: ReactNode
}

/**
 * One entry of a media page in a framed tile: its picture, its name, a line about it and what the
 * player can do with it, the actions lined up at the foot across a row of tiles.
 */
export const MediaTile = ({ picture, title, icon, text, children }: MediaTileProps) => {
  const heading = title !== undefined && <h2 className={styles.title}>{title}</h2>
  const Element = title === undefined ? "div" : "article"
  return (
    <Element className={styles.tile}>
      {picture}
      {icon === undefined ? (
        heading
      ) : (
        <div className={styles.top}>
          {icon}
          {heading}
        </div>
      )}
      {text !== undefined && <p className={styles.text}>{text}</p>}
      {children !== undefined && <div className={styles.foot}>{children}</div>}
    </Element>
  )
}
