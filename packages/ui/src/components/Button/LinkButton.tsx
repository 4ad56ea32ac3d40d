import { RouterLink } from "../../navigation/RouterLink.tsx"
import { type ButtonAppearance, buttonClass } from "./appearance.ts"

export interface LinkButtonProps extends ButtonAppearance {
  /** The page or address the button opens. */
  readonly href: string
  /** Called when the button is pressed, just before the page changes. */
  readonly onPress?: () => void
}

/** A navigation that looks like a button (Support, Homepage, Sign Up). */
export const LinkButton = ({ tone, isFullWidth, children, href, onPress }: LinkButtonProps) => (
  <RouterLink href={href} onPress={onPress} className={buttonClass({ tone, isFullWidth })}>
    {children}
  </RouterLink>
)
