import type { ReactNode } from "react"
import { RouterLink } from "../../navigation/RouterLink.tsx"
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
export const TextLink = ({ href, children, isExternal = false, onPress }: TextLinkProps) =>
  href === undefined ? (
    // biome-ignore lint/a11y/useValidAnchor: a link without a destination yet, announced as a disabled link
    <a role="link" aria-disabled="true" className={styles.root}>
      {children}
    </a>
  ) : (
    <RouterLink
      href={href}
      onPress={onPress}
      className={styles.root}
      target={isExternal ? "_blank" : undefined}
      rel={isExternal ? "noopener noreferrer" : undefined}
    >
      {children}
    </RouterLink>
  )
