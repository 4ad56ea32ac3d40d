import type { ReactNode } from "react"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import * as styles from "./TextLink.css.ts"

export interface TextLinkProps {
  /**
   * The page or address the link opens. Leave it out for a page that does not exist yet: the link then shows
   * as unavailable.
   */
  readonly href?: string
  /** The link's text. */
  readonly children: ReactNode
  /** Opens a site outside the portal, in a new tab. */
  readonly isExternal?: boolean
  /** Called when the link is followed, just before the page changes. */
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
