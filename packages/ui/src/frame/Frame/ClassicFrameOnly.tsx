import type { ReactNode } from "react"
import * as styles from "./Frame.css.ts"

export interface ClassicFrameOnlyProps {
  /** The sidebar box (or boxes) to show beside the content from 1024 px up, and nowhere on a phone. */
  readonly children: ReactNode
}

/**
 * A sidebar box the classic frame shows beside the content and a phone leaves out, where it would only
 * lengthen the page's tail (the top sales outside the item shop).
 */
export const ClassicFrameOnly = ({ children }: ClassicFrameOnlyProps) => (
  <div className={styles.classicOnly}>{children}</div>
)
