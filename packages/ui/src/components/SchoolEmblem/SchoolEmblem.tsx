import { type SchoolId, schoolOfId } from "@gatehouse/domain"
import * as styles from "./SchoolEmblem.css.ts"

/** Each school's mark inside the shared shield: a gate, a peak, a rising bird. */
const glyphs: Record<SchoolId, string> = {
  0: "M10 24V15a6 6 0 0 1 12 0v9h-3v-9a3 3 0 0 0-6 0v9z M8 11h16v2H8z",
  1: "M6 23l7-12 3 5 3-3 7 10z M13 11l1.5-2.5L16 11z",
  2: "M16 8c2 3 6 4 9 3-1 4-4 6-7 6l3 6h-10l3-6c-3 0-6-2-7-6 3 1 7 0 9-3z",
}

export interface SchoolEmblemProps {
  /** The player's school: 0 Sacred Gate, 1 Mystic Peak, 2 Phoenix. */
  readonly school: number
}

/** A school's emblem, named for screen readers; an unknown school code shows nothing. */
export const SchoolEmblem = ({ school }: SchoolEmblemProps) => {
  const known = schoolOfId(school)
  if (known === undefined) return null
  return (
    <svg
      className={`${styles.root} ${styles.tint[known.id]}`}
      viewBox="0 0 32 32"
      role="img"
      aria-label={known.name}
    >
      <path className={styles.field} d="M16 2l12 4v9c0 8-5 12.5-12 15C9 27.5 4 23 4 15V6z" />
      <path className={styles.glyph} d={glyphs[known.id]} />
    </svg>
  )
}
