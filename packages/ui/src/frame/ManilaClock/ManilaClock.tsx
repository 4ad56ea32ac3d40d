import { clockRefreshMs, manilaClock } from "@gatehouse/domain"
import { useNow } from "../../hooks/useNow.ts"
import * as styles from "./ManilaClock.css.ts"

export interface ManilaClockProps {
  /** Stops the clock at this moment; without it the clock runs on the nearest `ClockProvider`'s clock (the real one by default). */
  readonly now?: Date
}

/**
 * The header's live clock in Manila time (spec §2: GMT+08:00, refreshed every second, the hh:mm part
 * shown apart from the seconds). Screen readers get the time once, not a tick every second.
 */
export const ManilaClock = ({ now }: ManilaClockProps) => {
  const current = useNow(clockRefreshMs, now)
  const clock = manilaClock(current)
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
        <span className={styles.caption}>Manila Time · {clock.zone}</span>
        <span className={styles.date}>{clock.date}</span>
      </span>
    </div>
  )
}
