import { defaultSiteConfig } from "../../config/siteConfig.ts"
import { ServerClock } from "../ServerClock/ServerClock.tsx"

export interface ManilaClockProps {
  /** Stops the clock at this moment; without it the clock runs on the nearest `ClockProvider`'s clock (the real one by default). */
  readonly now?: Date
}

/**
 * The header clock, always in Manila time (GMT+08:00) whatever the site config says. The header
 * itself shows `ServerClock`, which follows the site's time zone; this stays for pages that must
 * show Manila's time.
 */
export const ManilaClock = ({ now }: ManilaClockProps) => (
  <ServerClock now={now} {...defaultSiteConfig.clock} />
)
