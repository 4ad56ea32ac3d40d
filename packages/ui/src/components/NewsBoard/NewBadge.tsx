import * as styles from "./NewsBoard.css.ts"

/** Spec §2 News list: the 'new' icon beside a board's latest item. */
export const NewBadge = () => (
  <svg className={styles.newBadge} viewBox="0 0 40 20" role="img" aria-label="New">
    <rect className={styles.newBadgeShape} x="0" y="0" width="40" height="20" rx="10" />
    <text className={styles.newBadgeText} x="20" y="14" textAnchor="middle">
      NEW
    </text>
  </svg>
)
