import * as styles from "./CampusSkyline.css.ts"
import { skylineHeight, skylinePath, skylineWidth, windowsPath } from "./skyline.ts"

/** The campus towers along the bottom of the page background. Pure decoration. */
export const CampusSkyline = () => (
  <svg
    className={styles.root}
    viewBox={`0 0 ${skylineWidth} ${skylineHeight}`}
    preserveAspectRatio="xMidYMax slice"
    aria-hidden="true"
    focusable="false"
  >
    <path className={styles.towers} d={skylinePath} />
    <path className={styles.windows} d={windowsPath} />
  </svg>
)
