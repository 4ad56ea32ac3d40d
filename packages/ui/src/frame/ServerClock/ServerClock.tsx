import { clockRefreshMs } from "@gatehouse/domain"
import { useMemo } from "react"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useHydrated } from "../../hooks/useHydrated.ts"
import { useNow } from "../../hooks/useNow.ts"
import { useLocale } from "../../i18n/useNumbers.ts"
import { useSiteLabel } from "../siteLabels.ts"
import { placeholderInstant } from "./placeholderInstant.ts"
import * as styles from "./ServerClock.css.ts"
import { zonedClock } from "./zonedClock.ts"

export interface ServerClockProps {
  /** Stops the clock at this moment; without it the clock runs on the nearest `ClockProvider`'s clock (the real one by default). */
  readonly now?: Date
  /**
   * The server's time zone, as an IANA name such as "Asia/Manila" or "Europe/Berlin"; the site
   * config's (Manila by default) when left out.
   */
  readonly timeZone?: string
  /** The caption before the zone's offset, such as "Manila Time"; the site config's when left out. */
  readonly label?: string
}

/**
 * The live clock in the header, in the server's time (Manila, GMT+08:00, unless the site says
 * otherwise): it ticks every second, with the seconds shown apart from the hours and minutes. Screen
 * readers hear the time once, not a tick every second. A page rendered on the server shows the clock
 * once the browser has taken over: until then the same box holds a hidden sample time, so nothing
 * moves when the real one appears and the server's HTML equals the browser's first render.
 */
export const ServerClock = ({ now, timeZone, label }: ServerClockProps) => {
  const site = useSiteConfig().clock
  const zone = timeZone ?? site.timeZone
  const siteLabel = useSiteLabel()
  const isHydrated = useHydrated()
  const current = useNow(clockRefreshMs, now)
  const isShown = isHydrated || now !== undefined
  // The time stays the zone's own; only the date's words follow the page's language.
  const locale = useLocale()
  const clock = useMemo(
    () => zonedClock(isShown ? current : placeholderInstant, zone, locale),
    [isShown, current, zone, locale],
  )
  return (
    <div
      className={styles.root}
      aria-hidden={isShown ? undefined : true}
      data-pending={isShown ? undefined : true}
    >
      <time className={styles.time} dateTime={isShown ? current.toISOString() : undefined}>
        <span className={styles.hoursMinutes} data-testid="clock-hours-minutes">
          {clock.hoursMinutes}
        </span>
        <span className={styles.seconds} data-testid="clock-seconds">
          :{clock.seconds}
        </span>
        <span className={styles.meridiem}>{clock.meridiem}</span>
      </time>
      <span className={styles.about}>
        <span className={styles.caption}>
          {siteLabel(label ?? site.label)} · {clock.zone}
        </span>
        <span className={styles.date}>{clock.date}</span>
      </span>
    </div>
  )
}
