import type { ReactNode } from "react"
import * as styles from "./ContentTable.css.ts"

export interface TableScrollerProps {
  /** Names the scrolling box for screen readers, usually the table's own name. */
  readonly label: string
  readonly children: ReactNode
}

/**
 * A wide table's box that scrolls sideways on a phone. It takes keyboard focus so a keyboard user can
 * scroll it too (arrow keys), not only a finger or a mouse.
 */
export const TableScroller = ({ label, children }: TableScrollerProps) => (
  // A group, not a landmark: the page's sections already name these tables.
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
  // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table
  <div className={styles.scroller} tabIndex={0} role="group" aria-label={label}>
    {children}
  </div>
)
