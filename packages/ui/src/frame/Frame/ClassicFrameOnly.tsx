import type { ReactNode } from "react"
import * as styles from "./Frame.css.ts"

/**
 * A sidebar box the classic frame shows beside the content and a phone leaves out, where it would only
 * lengthen the page's tail (the top sales outside the item shop).
 */
export const ClassicFrameOnly = ({ children }: { readonly children: ReactNode }) => (
  <div className={styles.classicOnly}>{children}</div>
)
