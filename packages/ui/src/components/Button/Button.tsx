import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components"
import { type ButtonAppearance, buttonClass } from "./appearance.ts"

export { type ButtonAppearance, type ButtonTone, buttonTones } from "./appearance.ts"
export { LinkButton, type LinkButtonProps } from "./LinkButton.tsx"

export interface ButtonProps
  extends ButtonAppearance,
    Omit<AriaButtonProps, "className" | "style" | "children"> {}

/** A react-aria `Button` in the theme's look: works as the trigger of react-aria overlays. */
export const Button = ({ tone, isFullWidth, children, ...props }: ButtonProps) => (
  <AriaButton {...props} className={buttonClass({ tone, isFullWidth })}>
    {children}
  </AriaButton>
)
