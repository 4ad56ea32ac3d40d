import type { ClassKey } from "@gatehouse/domain"
import { classGlyphs } from "../../components/ClassIcon/ClassIcon.tsx"
import * as styles from "./ClassGuide.css.ts"

/**
 * A tab's class icon. It is decorative: the tab itself carries the class's name. Its 'on' and 'off'
 * looks follow the tab's selection through the stylesheet.
 */
export const TabIcon = ({ classKey }: { readonly classKey: ClassKey }) => (
  <svg className={styles.tabIcon} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <circle className={styles.tabBadge} cx="16" cy="16" r="15" />
    <path className={styles.tabGlyph} d={classGlyphs[classKey]} />
  </svg>
)

/** Stars over the arch, placed by hand so every portrait shares one sky. */
const stars: ReadonlyArray<readonly [number, number, number]> = [
  [38, 52, 1.6],
  [58, 30, 1.2],
  [104, 28, 1.4],
  [124, 50, 1.8],
  [30, 92, 1.1],
  [132, 96, 1.2],
]

/** A class portrait: the class's glyph on a gold medallion, under a night-sky arch on a pedestal. */
export const ClassPortrait = ({
  classKey,
  label,
}: {
  readonly classKey: ClassKey
  readonly label: string
}) => (
  <svg className={styles.portrait} viewBox="0 0 160 180" role="img" aria-label={label} focusable="false">
    <path className={styles.portraitSky} d="M12 168V78a68 68 0 0 1 136 0v90z" />
    {stars.map(([cx, cy, r]) => (
      <circle key={`${cx}-${cy}`} className={styles.portraitStar} cx={cx} cy={cy} r={r} />
    ))}
    <circle className={styles.portraitHalo} cx="80" cy="92" r="54" />
    <circle className={styles.portraitMedallion} cx="80" cy="92" r="44" />
    <path className={styles.portraitGlyph} d={classGlyphs[classKey]} transform="translate(32 44) scale(3)" />
    <path className={styles.portraitPedestal} d="M36 168l10-18h68l10 18z" />
  </svg>
)
