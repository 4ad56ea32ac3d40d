import type { AnchorHTMLAttributes, MouseEvent } from "react"
import { useNavigate } from "./NavigationProvider.tsx"

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "onClick"> {
  /** The page of the portal the link opens. */
  readonly href: string
  /** Called when the link is followed, just before the page changes (a menu closes itself, for instance). */
  readonly onPress?: () => void
}

/**
 * A plain left click on a link to a portal address, as opposed to one the browser should handle: a
 * new tab or window (modifier keys, middle button), a download, another target or another site.
 */
const isInPortalClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
  const { target, download } = event.currentTarget
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (target === "" || target === "_self") &&
    !download &&
    href.startsWith("/") &&
    !href.startsWith("//")
  )
}

/** A native anchor that lets the application's router follow in-portal addresses. */
export const RouterLink = ({ href, onPress, children, ...anchorProps }: RouterLinkProps) => {
  const navigate = useNavigate()
  return (
    <a
      {...anchorProps}
      href={href}
      onClick={(event) => {
        onPress?.()
        if (navigate === null || !isInPortalClick(event, href)) return
        event.preventDefault()
        navigate(href)
      }}
    >
      {children}
    </a>
  )
}
