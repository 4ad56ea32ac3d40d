import type { ReactNode } from "react"
import { Link as AriaLink } from "react-aria-components"
import * as styles from "./TextLink.css.ts"

export interface TextLinkProps {
  /** Leave out for a link whose destination does not exist yet: it renders visibly disabled. */
  readonly href?: string
  readonly children: ReactNode
  /** Opens outside the portal, in a new tab. */
  readonly isExternal?: boolean
  readonly onPress?: () => void
}

/** An inline link in the theme's gold; without `href` it is shown as unavailable, never as a dead link. */
export const TextLink = ({ href, children, isExternal = false, onPress }: TextLinkProps) => (
  <AriaLink
    href={href}
    isDisabled={href === undefined}
    onPress={onPress}
    className={styles.root}
    target={isExternal ? "_blank" : undefined}
    rel={isExternal ? "noopener noreferrer" : undefined}
  >
    {children}
  </AriaLink>
)
