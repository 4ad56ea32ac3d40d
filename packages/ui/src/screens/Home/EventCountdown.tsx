import { countdownText, eventTexts } from "@gatehouse/domain"
import { useDomainMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Home.css.ts"

export interface EventCountdownProps {
  readonly startsAt: number
  readonly endsAt: number | null
  readonly now: number
}

/** "Starts in 2d 04:05:09", or "Running now · Ends in 04:05:09" for an event under way. */
export const EventCountdown = ({ startsAt, endsAt, now }: EventCountdownProps) => {
  const say = useDomainMessages("eventTexts", eventTexts)
  return startsAt > now ? (
    <span className={styles.countdown}>
      {say("startsIn")} <span className={styles.countdownFigures}>{countdownText(startsAt, now)}</span>
    </span>
  ) : (
    <span className={styles.countdown}>
      <span className={styles.running}>{say("running")}</span>
      {endsAt !== null && (
        <>
          {" · "}
          {say("endsIn")} <span className={styles.countdownFigures}>{countdownText(endsAt, now)}</span>
        </>
      )}
    </span>
  )
}
