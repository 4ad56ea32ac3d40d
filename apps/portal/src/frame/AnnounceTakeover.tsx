import { portalStartedEvent } from "@gatehouse/domain"
import { useEffect } from "react"

/**
 * Tells the boot module (src/boot.ts) that the portal has taken a server-rendered page over. React
 * takes a page over part by part, the frame first; placed beside the screen, inside the screen's own
 * boundary, its effect runs once the page's content answers taps too, so the taps and choices the
 * boot module held meanwhile are repeated to a page that hears them.
 */
export const AnnounceTakeover = () => {
  useEffect(() => {
    window.dispatchEvent(new Event(portalStartedEvent))
  }, [])
  return null
}
