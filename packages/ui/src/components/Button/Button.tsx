import type { ReactNode } from "react"
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
} from "react-aria-components"
import * as styles from "./Button.css.ts"

export const buttonTones = ["primary", "secondary", "quiet"] as const
export type ButtonTone = (typeof buttonTones)[number]

interface Appearance {
  readonly tone?: ButtonTone
  readonly isFullWidth?: boolean
  readonly children: ReactNode
}

export interface ButtonProps extends Appearance, Omit<AriaButtonProps, "className" | "style" | "children"> {}

/** A react-aria `Button` in the theme's look. */
export const Button = ({ tone, isFullWidth, children, ...props }: ButtonProps) => (
  <AriaButton {...props} className={styles.button({ tone, width: isFullWidth ? "full" : "auto" })}>
    {children}
  </AriaButton>
)

export interface LinkButtonProps extends Appearance {
  readonly href: string
  readonly onPress?: () => void
}

/** A navigation that looks like a button (Support, Homepage, Sign Up). */
export const LinkButton = ({ tone, isFullWidth, children, href, onPress }: LinkButtonProps) => (
  <AriaLink
    href={href}
    onPress={onPress}
    className={styles.button({ tone, width: isFullWidth ? "full" : "auto" })}
  >
    {children}
  </AriaLink>
)
