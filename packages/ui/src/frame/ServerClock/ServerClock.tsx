import { clockRefreshMs } from "@gatehouse/domain"
import { useMemo } from "react"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useNow } from "../../hooks/useNow.ts"
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
 * readers hear the time once, not a tick every second.
 */
export const ServerClock = ({ now, timeZone, label }: ServerClockProps) => {
  const site = useSiteConfig().clock
  const zone = timeZone ?? site.timeZone
  const current = useNow(clockRefreshMs, now)
  const clock = useMemo(() => zonedClock(current, zone), [current, zone])
  return (
    <div className={styles.root}>
      <time className={styles.time} dateTime={current.toISOString()}>
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
          {label ?? site.label} · {clock.zone}
        </span>
        <span className={styles.date}>{clock.date}</span>
      </span>
    </div>
  )
}
