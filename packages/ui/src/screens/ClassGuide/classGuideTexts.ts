import type { ClassKey } from "@gatehouse/domain"
import { type Messages, setupI18n } from "@lingui/core"
import catalogue from "./classGuideTexts.en.json"

const english = setupI18n({ locale: "en", messages: { en: catalogue as Messages } })

/** A message key of the class guide's catalogue. */
export type ClassGuideKey = keyof typeof catalogue

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
  heading: english._("classGuideTexts.heading"),
  intro: english._("classGuideTexts.intro"),
  tabListLabel: english._("classGuideTexts.tabListLabel"),
  weaponsCaption: english._("classGuideTexts.weaponsCaption"),
  statHeader: english._("classGuideTexts.statHeader"),
  weaponHeader: english._("classGuideTexts.weaponHeader"),
  weaponsTableName: (className: string) => english._("classGuideTexts.weaponsTableName", { className }),
  portraitAlt: (className: string, key: ClassKey) =>
    english._("classGuideTexts.portraitAlt", { className, glyph: english._(glyphPictures[key]) }),
} as const
