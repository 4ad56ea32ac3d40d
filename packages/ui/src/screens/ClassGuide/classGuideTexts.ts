import type { ClassKey } from "@gatehouse/domain"

/** What each class's glyph shows, for the text alternative of its portrait. */
const glyphPictures: Readonly<Record<ClassKey, string>> = {
  brawler: "a clenched fist",
  archer: "a drawn bow and arrow",
  swordsman: "a raised sword",
  shaman: "a spirit flame",
  extreme: "two crossed blades",
  gunner: "a pistol",
  assassin: "a dagger",
  magician: "a five-pointed star",
  shaper: "a cut crystal",
}

/** Spec §2 Class guide: the page's own words. Class names and guide text come from the domain. */
export const classGuideTexts = {
  heading: "Character",
  intro: "Choose a class to see how it fights and which weapons suit each stat.",
  tabListLabel: "Classes",
  weaponsCaption: "Weapon types per stat",
  statHeader: "Stat",
  weaponHeader: "Weapon types",
  weaponsTableName: (className: string) => `${className} weapon types per stat`,
  portraitAlt: (className: string, key: ClassKey) =>
    `${className} portrait: ${glyphPictures[key]} on a gold medallion under a starry arch`,
} as const
