import type { ReactNode } from "react"
import * as styles from "./Button.css.ts"

export const buttonTones = ["primary", "secondary", "quiet"] as const
export type ButtonTone = (typeof buttonTones)[number]

/** What every button-looking control takes: its tone, its width and its content. */
export interface ButtonAppearance {
  /**
   * How much the button stands out: primary for the main action, secondary beside it, quiet for minor
   * actions. Secondary when left out.
   */
  readonly tone?: ButtonTone
  /** Stretches the button across the whole width of its box (the login box, narrow forms). */
  readonly isFullWidth?: boolean
  /** The button's text, and an icon if it has one. */
  readonly children: ReactNode
}

export const buttonClass = ({ tone, isFullWidth }: Pick<ButtonAppearance, "tone" | "isFullWidth">) =>
  styles.button({ tone, width: isFullWidth ? "full" : "auto" })
