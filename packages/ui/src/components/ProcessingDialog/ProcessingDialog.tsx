import { ProgressBar } from "react-aria-components"
import { useMessages } from "../../i18n/Messages.tsx"
import { DialogFrame } from "../DialogFrame/DialogFrame.tsx"
import * as styles from "./ProcessingDialog.css.ts"
import english from "./ProcessingDialog.en.json"

export interface ProcessingDialogProps {
  /** Shows the dialog over the page while the request runs. */
  readonly isOpen: boolean
  /**
   * The dialog's heading: 'Processing your request' (find account) or 'Processing request' (IP whitelist).
   */
  readonly title: string
  /** The line under the heading: 'Please wait..' or 'please wait...', as each page spells it. */
  readonly message: string
  /**
   * How long the wait lasts, in milliseconds (10 seconds when finding an account). With it the dialog shows
   * the seconds left and a filling bar; without it the bar moves with no end.
   */
  readonly durationMs?: number
  /** How much of the wait has passed, in milliseconds; set it to show any moment of the wait. */
  readonly elapsedMs?: number
}

/**
 * A box over the page with a progress bar while a request is processed (finding an account, asking
 * for an IP whitelist). It has no buttons: it closes by itself when the wait is over. Screen readers
 * announce the progress too.
 */
export const ProcessingDialog = ({
  isOpen,
  title,
  message,
  durationMs,
  elapsedMs = 0,
}: ProcessingDialogProps) => {
  const t = useMessages(english)
  const timed = durationMs !== undefined && durationMs > 0
  const elapsed = timed ? Math.min(Math.max(elapsedMs, 0), durationMs) : 0
  const secondsLeft = timed ? Math.ceil((durationMs - elapsed) / 1000) : 0
  return (
    <DialogFrame
      title={
        <>
          {title} <span className={styles.message}>{message}</span>
        </>
      }
      isOpen={isOpen}
      isKeyboardDismissDisabled
    >
      <ProgressBar
        className={styles.progress}
        aria-label={title}
        isIndeterminate={!timed}
        value={elapsed}
        maxValue={timed ? durationMs : 100}
        valueLabel={timed ? t("ProcessingDialog.secondsLeft", { secondsLeft }) : undefined}
      >
        {({ percentage, valueText }) => (
          <>
            {timed && (
              <span className={styles.timer} aria-hidden="true">
                {valueText}
              </span>
            )}
            <div className={styles.track}>
              <div
                className={timed ? styles.fill : styles.indeterminateFill}
                style={timed ? { width: `${percentage ?? 0}%` } : undefined}
              />
            </div>
          </>
        )}
      </ProgressBar>
    </DialogFrame>
  )
}
