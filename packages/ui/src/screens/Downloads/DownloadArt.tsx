import * as styles from "./Downloads.css.ts"

/**
 * The picture of a download entry without its own icon: a themed plate with an arrow, so every entry
 * still is one image link. The link's own words name the mirror, so the picture is decoration.
 */
export const DownloadArt = () => (
  <svg className={styles.linkImage} viewBox="0 0 280 90" aria-hidden="true" focusable="false">
    <rect className={styles.artPlate} width="280" height="90" />
    <path className={styles.artArrow} d="M126 14h28v30h18l-32 32-32-32h18z" />
  </svg>
)
