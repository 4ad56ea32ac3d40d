import { useMemo } from "react"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useHydrated } from "../../hooks/useHydrated.ts"
import { useNow } from "../../hooks/useNow.ts"
import { placeholderInstant } from "../ServerClock/placeholderInstant.ts"
import { zonedClock } from "../ServerClock/zonedClock.ts"
import { useSiteLabel } from "../siteLabels.ts"
import * as styles from "./CompactClock.css.ts"

/** The compact clock changes once a minute: it shows no seconds. */
const minuteMs = 60_000

export interface CompactClockProps {
  /** Stops the clock at this moment; without it the clock runs on the nearest `ClockProvider`'s clock. */
  readonly now?: Date
}

/**
 * The phone header's clock: the server's time as hours and minutes ("09:05 PM"), named for screen
 * readers with the site's clock label ("Manila Time"). Until the browser has taken over a page rendered
 * on the server, its fixed box stays empty, so the server's HTML equals the browser's first render.
 */
export const CompactClock = ({ now }: CompactClockProps) => {
  const { timeZone, label } = useSiteConfig().clock
  const siteLabel = useSiteLabel()
  const isHydrated = useHydrated()
  const current = useNow(minuteMs, now)
  const isShown = isHydrated || now !== undefined
  const clock = useMemo(
    () => zonedClock(isShown ? current : placeholderInstant, timeZone),
    [isShown, current, timeZone],
  )
  return (
    <p className={styles.root} data-pending={isShown ? undefined : true}>
      <span className={styles.label}>{siteLabel(label)} </span>
      <time className={styles.time} dateTime={isShown ? current.toISOString() : undefined}>
        {clock.hoursMinutes}
        <span className={styles.meridiem}> {clock.meridiem}</span>
      </time>
    </p>
  )
}
