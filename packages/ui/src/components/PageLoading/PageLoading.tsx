import { Spinner } from "../Spinner/Spinner.tsx"
import * as styles from "./PageLoading.css.ts"

export interface PageLoadingProps {
  /** What is loading, read by screen readers and shown under the ring ("Loading the staff console..."). */
  readonly label: string
}

/**
 * A page that stands outside the frame (the staff console) while its code arrives: the site's
 * background over the whole screen and a spinner, instead of a blank white page.
 */
export const PageLoading = ({ label }: PageLoadingProps) => (
  <div className={styles.root}>
    <Spinner label={label} />
  </div>
)
