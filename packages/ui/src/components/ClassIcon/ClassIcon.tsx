import { type ClassKey, classOfCode } from "@gatehouse/domain"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./ClassIcon.css.ts"
import english from "./ClassIcon.en.json"

/**
 * One line drawing per class, read from its weapon or art: fist, sword, bow, spirit flame… Shared so
 * the class guide draws the same glyphs larger on its tabs and portraits.
 */
export const classGlyphs: Record<ClassKey, string> = {
  brawler: "M10 13h12v7a3 3 0 0 1-3 3h-6a3 3 0 0 1-3-3z M13 13v-3 M16 13v-4 M19 13v-3",
  swordsman: "M9 23L22 10l1-2-2 1L8 22 M11 18l3 3 M7 25l2-2",
  archer: "M10 7c8 2 11 9 8 18 M10 7l8 18 M8 16h15 M20 14l3 2-3 2",
  shaman: "M16 7c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11z M16 16c2 2 2 4 0 6",
  extreme: "M8 8l16 16 M24 8L8 24 M8 12V8h4 M24 12V8h-4",
  gunner: "M7 13h16v4H12l-1 6H8l1-6H7z M23 14h3 M15 17v2",
  assassin: "M16 6l3 11h-6z M12 17h8 M16 17v8",
  magician: "M16 6l2.6 6.3 6.4.5-4.9 4.2 1.5 6.5L16 20l-5.6 3.5 1.5-6.5-4.9-4.2 6.4-.5z",
  shaper: "M16 6l9 5v10l-9 5-9-5V11z M16 6v20 M7 11l18 10 M25 11L7 21",
}

export interface ClassIconProps {
  /**
   * The character's class as the game stores it, for example 64 for a brawler; picks the icon and its name.
   */
  readonly classCode: number
}

/** A character class's image, named for screen readers; an unknown code is named as such. */
export const ClassIcon = ({ classCode }: ClassIconProps) => {
  const t = useMessages(english)
  const known = classOfCode(classCode)
  return (
    <svg
      className={styles.root}
      viewBox="0 0 32 32"
      role="img"
      aria-label={known?.name ?? t("ClassIcon.unknownClass")}
    >
      <circle className={styles.badge} cx="16" cy="16" r="15" />
      {known !== undefined && <path className={styles.glyph} d={classGlyphs[known.key]} />}
    </svg>
  )
}
