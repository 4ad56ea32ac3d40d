import * as styles from "./Spinner.css.ts"

export interface SpinnerProps {
  /** What is loading, read by screen readers and shown under the ring ("Loading rankings..."). */
  readonly label: string
}

/** A turning ring shown while a list loads; a polite status so screen readers hear it once. */
export const Spinner = ({ label }: SpinnerProps) => (
  <div className={styles.root} role="status">
    <span className={styles.ring} aria-hidden="true" />
    <span>{label}</span>
  </div>
)
