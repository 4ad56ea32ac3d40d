import * as styles from "./GameSystem.css.ts"

/**
 * A small original picture of a school war: each school's banner colour marching on the tower in the
 * middle. Drawn in theme colours so a restyled theme recolours it too.
 */
export const SchoolWarArt = ({ description }: { readonly description: string }) => (
  <svg className={styles.warArt} viewBox="0 0 240 180" role="img" aria-label={description} focusable="false">
    <rect className={styles.artGround} x="2" y="2" width="236" height="176" rx="16" />
    <path className={styles.artArrow} d="M56 52L96 80M90 68l6 12-13 1" />
    <path className={styles.artArrow} d="M184 52L144 80M150 68l-6 12 13 1" />
    <path className={styles.artArrow} d="M120 146V118M112 126l8-10 8 10" />
    <path className={styles.artTower} d="M108 112V72L120 56L132 72V112Z" />
    <circle className={styles.artSacredGate} cx="40" cy="40" r="20" />
    <circle className={styles.artMysticPeak} cx="200" cy="40" r="20" />
    <circle className={styles.artPhoenix} cx="120" cy="160" r="14" />
  </svg>
)
