import * as styles from "./NewsBoard.css.ts"

/** The 'new' icon beside the latest item of a news board. */
export const NewBadge = () => (
  <svg className={styles.newBadge} viewBox="0 0 40 20" role="img" aria-label="New">
    <rect className={styles.newBadgeShape} x="0" y="0" width="40" height="20" rx="10" />
    <text className={styles.newBadgeText} x="20" y="14" textAnchor="middle">
      NEW
    </text>
  </svg>
)
