import { type ReactNode, useId } from "react"
import * as styles from "./Panel.css.ts"

export interface PanelProps {
  /** The panel's heading. */
  readonly title: string
  /** What the panel holds, under its heading. */
  readonly children: ReactNode
}

/** A titled box of the sidebar: the login and welcome boxes, the side navigation. */
export const Panel = ({ title, children }: PanelProps) => {
  const titleId = useId()
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.titleBar}>
        <span className={styles.ornament} aria-hidden="true" />
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
    </section>
  )
}
