import { countdownText, eventTexts } from "@gatehouse/domain"
import * as styles from "./Home.css.ts"

export interface EventCountdownProps {
  readonly startsAt: number
  readonly endsAt: number | null
  readonly now: number
}

/** "Starts in 2d 04:05:09", or "Running now · Ends in 04:05:09" for an event under way. */
export const EventCountdown = ({ startsAt, endsAt, now }: EventCountdownProps) =>
  startsAt > now ? (
    <span className={styles.countdown}>
      {eventTexts.startsIn} <span className={styles.countdownFigures}>{countdownText(startsAt, now)}</span>
    </span>
  ) : (
    <span className={styles.countdown}>
      <span className={styles.running}>{eventTexts.running}</span>
      {endsAt !== null && (
        <>
          {" · "}
          {eventTexts.endsIn} <span className={styles.countdownFigures}>{countdownText(endsAt, now)}</span>
        </>
      )}
    </span>
  )
