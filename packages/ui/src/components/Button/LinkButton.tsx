import { RouterLink } from "../../navigation/RouterLink.tsx"
import { type ButtonAppearance, buttonClass } from "./appearance.ts"

export interface LinkButtonProps extends ButtonAppearance {
  readonly href: string
  readonly onPress?: () => void
}

/** A navigation that looks like a button (Support, Homepage, Sign Up). */
export const LinkButton = ({ tone, isFullWidth, children, href, onPress }: LinkButtonProps) => (
  <RouterLink href={href} onPress={onPress} className={buttonClass({ tone, isFullWidth })}>
    {children}
  </RouterLink>
)
