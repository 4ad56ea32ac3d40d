import { clockRefreshMs, manilaClock } from "@gatehouse/domain"
import { useNow } from "../../hooks/useNow.ts"
import * as styles from "./ManilaClock.css.ts"

export interface ManilaClockProps {
  /** Stops the clock at this moment; without it the clock runs on the nearest `ClockProvider`'s clock (the real one by default). */
  readonly now?: Date
}

/**
 * The live clock in the header, in Manila time (GMT+08:00): it ticks every second, with the seconds
 * shown apart from the hours and minutes. Screen readers hear the time once, not a tick every second.
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
