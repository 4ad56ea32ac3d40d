import type { MouseEvent, ReactNode } from "react"
import { useNavigate } from "../../navigation/NavigationProvider.tsx"

export interface MapLinkProps {
  /** The portal page the area opens; left out for a link with no page yet (shown as unavailable). */
  readonly href: string | undefined
  /** The link's name for screen readers: the text drawn in the area. */
  readonly label: string
  readonly className: string
  /** The area, its picture and its text. */
  readonly children: ReactNode
}

/** A plain left click the application's router should follow (not a new tab, not another site). */
const isInPortalClick = (event: MouseEvent<Element>, href: string) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  href.startsWith("/") &&
  !href.startsWith("//")

/**
 * One labelled area of the footer's image map: an SVG link the application's router follows like the
 * frame's other links. Without a destination it is announced as a disabled link, never a dead one.
 */
export const MapLink = ({ href, label, className, children }: MapLinkProps) => {
  const navigate = useNavigate()
  if (href === undefined) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link without a destination yet, announced as a disabled link
      <a role="link" aria-disabled="true" aria-label={label} className={className}>
        {children}
      </a>
    )
  }
  return (
    <a
      href={href}
      aria-label={label}
      className={className}
      onClick={(event: MouseEvent<Element>) => {
        if (navigate === null || !isInPortalClick(event, href)) return
        event.preventDefault()
        navigate(href)
      }}
    >
      {children}
    </a>
  )
}
