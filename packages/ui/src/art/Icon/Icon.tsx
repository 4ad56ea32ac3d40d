import * as styles from "./Icon.css.ts"
import { type IconName, iconPaths } from "./iconPaths.ts"

export const iconSizes = ["regular", "large"] as const
export type IconSize = (typeof iconSizes)[number]

export interface IconProps {
  readonly name: IconName
  readonly size?: IconSize
}

/** A decorative line icon; the text beside it (or the control's label) carries the meaning. */
export const Icon = ({ name, size = "regular" }: IconProps) => (
  <svg className={styles.size[size]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={iconPaths[name]} />
  </svg>
)
