import type { ReactNode } from "react"
import * as styles from "./Button.css.ts"

export const buttonTones = ["primary", "secondary", "quiet"] as const
export type ButtonTone = (typeof buttonTones)[number]

/** What every button-looking control takes: its tone, its width and its content. */
export interface ButtonAppearance {
  readonly tone?: ButtonTone
  readonly isFullWidth?: boolean
  readonly children: ReactNode
}

export const buttonClass = ({ tone, isFullWidth }: Pick<ButtonAppearance, "tone" | "isFullWidth">) =>
  styles.button({ tone, width: isFullWidth ? "full" : "auto" })
