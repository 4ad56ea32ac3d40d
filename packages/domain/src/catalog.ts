/**
 * The game's schools and character classes (spec §3). Slugs are stable identifiers for file names
 * (emblems, class images) and filter values; names are what players read.
 */

export const schools = [
  { id: 0, name: "Sacred Gate", slug: "sacred-gate" },
  { id: 1, name: "Mystic Peak", slug: "mystic-peak" },
  { id: 2, name: "Phoenix", slug: "phoenix" },
] as const

export type School = (typeof schools)[number]
export type SchoolId = School["id"]

export const schoolOfId = (id: number): School | undefined => schools.find((school) => school.id === id)

/** Spec §2, §4: the school filter of the rankings and the home widget. */
export const schoolFilters = ["all", 0, 1, 2] as const
export type SchoolFilter = (typeof schoolFilters)[number]

/**
 * Every class with the two class codes the game stores for it (spec §3 table). `guideTab` is the label
 * of its tab on the class guide, in the guide's own wording; magician and shaper have a guide panel
 * but no tab. The gunner group is also listed as 'scientist'.
 */
export const characterClasses = [
  { key: "brawler", name: "Brawler", codes: [1, 64], guideTab: "brawler", alias: null },
  { key: "swordsman", name: "Swordsman", codes: [2, 128], guideTab: "sword", alias: null },
  { key: "archer", name: "Archer", codes: [4, 256], guideTab: "archer", alias: null },
  { key: "shaman", name: "Shaman", codes: [8, 512], guideTab: "shaman", alias: null },
  { key: "extreme", name: "Extreme", codes: [16, 32], guideTab: "extreme", alias: null },
  { key: "gunner", name: "Gunner", codes: [1024, 2048], guideTab: "scientist", alias: "scientist" },
  { key: "assassin", name: "Assassin", codes: [4096, 8192], guideTab: "assassin", alias: null },
  { key: "magician", name: "Magician", codes: [16384, 32768], guideTab: null, alias: null },
  { key: "shaper", name: "Shaper", codes: [262144, 524288], guideTab: null, alias: null },
] as const

export type CharacterClass = (typeof characterClasses)[number]
export type ClassKey = CharacterClass["key"]
export type ClassCode = CharacterClass["codes"][number]

/** The class a stored class code belongs to, or undefined for a code the catalog does not know. */
export const classOfCode = (code: number): CharacterClass | undefined =>
  characterClasses.find((characterClass) => (characterClass.codes as ReadonlyArray<number>).includes(code))

/** The class with this key or alias ('scientist' finds the gunner group). */
export const classOfKey = (key: string): CharacterClass | undefined =>
  characterClasses.find((characterClass) => characterClass.key === key || characterClass.alias === key)

/** Spec §4: the class filter of the rankings: all, or one class. */
export const classFilters = [
  "all",
  "brawler",
  "swordsman",
  "archer",
  "shaman",
  "extreme",
  "gunner",
  "assassin",
  "magician",
  "shaper",
] as const satisfies ReadonlyArray<"all" | ClassKey>
export type ClassFilter = (typeof classFilters)[number]

/**
 * Spec §2 Class guide: the 7 tabs in their on-page order (brawler, archer, sword, shaman, extreme,
 * scientist, assassin), then the two panels without a tab: 9 panels in all. The first is selected
 * on load.
 */
export const classGuidePanels: ReadonlyArray<CharacterClass> = [
  "brawler",
  "archer",
  "swordsman",
  "shaman",
  "extreme",
  "gunner",
  "assassin",
  "magician",
  "shaper",
].flatMap((key) => characterClasses.filter((characterClass) => characterClass.key === key))

export const classGuideTabs: ReadonlyArray<CharacterClass> = classGuidePanels.filter(
  (characterClass) => characterClass.guideTab !== null,
)
