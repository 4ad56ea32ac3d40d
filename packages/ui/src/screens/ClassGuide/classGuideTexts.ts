import type { ClassKey } from "@gatehouse/domain"
import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./classGuideTexts.en.json"

const english = englishOf(catalogue)

/** A message key of the class guide's catalogue. */
export type ClassGuideKey = KeysOf<"classGuideTexts">

/** What each class's glyph shows, for the text alternative of its portrait: its catalogue key. */
export const glyphPictures: Readonly<Record<ClassKey, ClassGuideKey>> = {
  brawler: "classGuideTexts.glyphBrawler",
  archer: "classGuideTexts.glyphArcher",
  swordsman: "classGuideTexts.glyphSwordsman",
  shaman: "classGuideTexts.glyphShaman",
  extreme: "classGuideTexts.glyphExtreme",
  gunner: "classGuideTexts.glyphGunner",
  assassin: "classGuideTexts.glyphAssassin",
  magician: "classGuideTexts.glyphMagician",
  shaper: "classGuideTexts.glyphShaper",
}

/**
 * Spec §2 Class guide: the page's own words in English, read from its catalogue
 * `classGuideTexts.en.json` (the page reads the chosen language's through `useMessages`). Class names
 * and guide text come from the domain.
 */
export const classGuideTexts = {
  heading: english("classGuideTexts.heading"),
  intro: english("classGuideTexts.intro"),
  tabListLabel: english("classGuideTexts.tabListLabel"),
  weaponsCaption: english("classGuideTexts.weaponsCaption"),
  statHeader: english("classGuideTexts.statHeader"),
  weaponHeader: english("classGuideTexts.weaponHeader"),
  weaponsTableName: (className: string) => english("classGuideTexts.weaponsTableName", { className }),
  portraitAlt: (className: string, key: ClassKey) =>
    english("classGuideTexts.portraitAlt", { className, glyph: english(glyphPictures[key]) }),
} as const
