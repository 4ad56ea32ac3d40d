import type { ReactNode } from "react"
import * as styles from "./Notice.css.ts"

/** What a notice tells: news for the player, a confirmation, a failure, or an empty or loading list. */
export const noticeTones = ["info", "success", "danger", "empty"] as const
export type NoticeTone = (typeof noticeTones)[number]

/** How screen readers hear a notice when it appears: interrupting, when they are next idle, or not. */
export const noticeAnnouncements = ["alert", "status", "none"] as const
export type NoticeAnnouncement = (typeof noticeAnnouncements)[number]

export interface NoticeProps {
  /**
   * "info" for something the player should know (an accent box), "success" for a confirmation,
   * "danger" for a failure (a red box), "empty" for a calm centred line where a list would be
   * (loading, or nothing to show).
   */
  readonly tone: NoticeTone
  /** What the notice says. */
  readonly children: ReactNode
  /** A button after the text, such as Try again after a failed load. */
  readonly action?: ReactNode
  /**
   * How screen readers hear it when it appears: "alert" at once (failures, by default), "status"
   * when they are next idle (loading lines, confirmations), "none" (an empty list, a standing note).
   */
  readonly announce?: NoticeAnnouncement
}

const roles = { alert: "alert", status: "status", none: undefined } as const

/**
 * A line or box of text in the page telling the player something about what is (or is not) there: a
 * load that failed, a confirmation, a warning to read before downloading, an empty list or one
 * still loading. One look per tone on every screen.
 */
export const Notice = ({
  tone,
  children,
  action,
  announce = tone === "danger" ? "alert" : "none",
}: NoticeProps) => {
  const role = roles[announce]
  if (action === undefined)
    return (
      <p className={styles.tone[tone]} role={role}>
        {children}
      </p>
    )
  return (
    <div className={styles.tone[tone]} role={role}>
      <span>{children}</span>
      {action}
    </div>
  )
}
