import { CampusSkyline } from "../../art/CampusSkyline/CampusSkyline.tsx"
import { StarField } from "../../art/StarField/StarField.tsx"
import * as styles from "./Background.css.ts"

/**
 * The animated background behind every page: a night sky that twinkles, mist drifting past the campus
 * towers. It stands still for visitors who ask for reduced motion.
 */
export const Background = () => (
  <div className={styles.root} aria-hidden="true">
    <div className={styles.starsFar}>
      <StarField density="dense" />
    </div>
    <div className={styles.starsNear}>
      <StarField density="sparse" />
    </div>
    <div className={styles.moon} />
    <div className={styles.mist} />
    <div className={styles.skyline}>
      <CampusSkyline />
    </div>
  </div>
)
