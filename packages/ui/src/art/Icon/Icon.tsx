import * as styles from "./Icon.css.ts"
import { type IconName, iconPaths } from "./iconPaths.ts"

export const iconSizes = ["regular", "large"] as const
export type IconSize = (typeof iconSizes)[number]

export interface IconProps {
  /** Which picture the icon shows, from the library's icon set. */
  readonly name: IconName
  /** How big the icon is: regular sits in a line of text, large stands on its own. */
  readonly size?: IconSize
}

/** A decorative line icon; the text beside it (or the control's label) carries the meaning. */
export const Icon = ({ name, size = "regular" }: IconProps) => (
  <svg className={styles.size[size]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={iconPaths[name]} />
  </svg>
)
