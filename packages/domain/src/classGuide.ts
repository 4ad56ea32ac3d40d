import { type CharacterClass, type ClassKey, classGuidePanels } from "./catalog.ts"

/** Spec §2 Class guide: the three stats the guide describes weapon types for, in reading order. */
export const guideStats = ["Pow", "Dex", "Int"] as const
export type GuideStat = (typeof guideStats)[number]

/** What the class guide says about one class: who it is for, and which weapons each stat favours. */
export interface ClassGuideEntry {
  readonly characterClass: CharacterClass
  /** The class's place in a party, in a few words. */
  readonly role: string
  readonly description: string
  readonly weapons: Readonly<Record<GuideStat, string>>
}

type GuideText = Omit<ClassGuideEntry, "characterClass">

/** The server's own guide text; the class facts (names, codes, tabs) stay in the catalog. */
const guideTexts: Readonly<Record<ClassKey, GuideText>> = {
  brawler: {
    role: "Front-line striker",
    description:
      "Brawlers close the distance and stay there, trading blows with bare-knuckle combos and shoulder charges. They shrug off hits that would floor other students and shine when a party needs someone to hold the gate.",
    weapons: {
      Pow: "Iron gauntlets and spiked knuckles",
      Dex: "Hooked claws and cestus wraps",
      Int: "Spirit knuckles that burst with ki",
    },
  },
  archer: {
    role: "Long-range marksman",
    description:
      "Archers keep their enemies at the far end of the courtyard. Quick feet and a steady draw let them pin down a target, slow it, and finish it before it ever reaches the party.",
    weapons: {
      Pow: "Heavy longbows with armour-piercing shafts",
      Dex: "Light recurve bows for rapid volleys",
      Int: "Moonwood bows that loose enchanted arrows",
    },
  },
  swordsman: {
    role: "Balanced duellist",
    description:
      "Swordsmen are the backbone of every school: sturdy enough to guard, quick enough to chase. Their sweeping cuts strike several foes at once, and their stances turn a fight on a single step.",
    weapons: {
      Pow: "Two-handed greatswords",
      Dex: "Curved blades and twin swords",
      Int: "Rune swords etched with the school's seal",
    },
  },
  shaman: {
    role: "Healer and spirit caller",
    description:
      "Shamans listen to the spirits of the campus grounds. They mend wounds, lift their allies' guard and call down storms of spirit fire, keeping a party standing through the longest raid.",
    weapons: {
      Pow: "Ritual maces and bone clubs",
      Dex: "Talisman wands and prayer bells",
      Int: "Spirit staves crowned with a flame",
    },
  },
  extreme: {
    role: "Versatile all-rounder",
    description:
      "Extremes are trained in every discipline at once. They switch between blade, bow and spell mid-fight, filling whatever gap the party has, and reward players who learn each style well.",
    weapons: {
      Pow: "Greatswords and war gauntlets",
      Dex: "Twin blades and short bows",
      Int: "Rune staves and spirit charms",
    },
  },
  gunner: {
    role: "Ranged inventor",
    description:
      "Scientists, listed as gunners in the rankings, trust their workshop over tradition. Their firearms hit hard from a distance, and their gadgets lay down turrets, traps and smoke to control the field.",
    weapons: {
      Pow: "Hand cannons and scatter guns",
      Dex: "Twin pistols and repeating rifles",
      Int: "Charged beam rifles",
    },
  },
  assassin: {
    role: "Stealth and burst damage",
    description:
      "Assassins move through the shadows between the school halls. They slip behind a target, strike in a flurry of quick cuts and vanish again before the enemy can answer.",
    weapons: {
      Pow: "Heavy kunai and hooked knives",
      Dex: "Twin daggers",
      Int: "Throwing cards laced with shadow seals",
    },
  },
  magician: {
    role: "Elemental caster",
    description:
      "Magicians bend fire, ice and lightning to their will. They are fragile up close, but from behind a good front line their spells clear whole packs of monsters in a single cast.",
    weapons: {
      Pow: "Battle wands with weighted heads",
      Dex: "Crystal orbs for quick casting",
      Int: "Elder staves and spell tomes",
    },
  },
  shaper: {
    role: "Forger and guardian",
    description:
      "Shapers mould raw crystal into shields, walls and weapons on the spot. They protect their allies with summoned barriers and break enemy lines with hammers forged in the middle of battle.",
    weapons: {
      Pow: "Forge hammers",
      Dex: "Chain blades",
      Int: "Shaping crystals that take any form",
    },
  },
}

/** Spec §2: the 9 class description panels, in guide order (the 7 tabbed classes first). */
export const classGuide: ReadonlyArray<ClassGuideEntry> = classGuidePanels.map((characterClass) => ({
  characterClass,
  ...guideTexts[characterClass.key],
}))

/** The panels a tab opens, in tab order; the first is selected on load. */
export const classGuideTabEntries: ReadonlyArray<ClassGuideEntry> = classGuide.filter(
  (entry) => entry.characterClass.guideTab !== null,
)

/** Spec §2: the panels with no tab (magician and shaper). */
export const classGuideUntabbedEntries: ReadonlyArray<ClassGuideEntry> = classGuide.filter(
  (entry) => entry.characterClass.guideTab === null,
)

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The name the guide gives a class: the class name players know, except where the guide lists the
 * class under another name, which it keeps ("Scientist" for the gunner group).
 */
export const classGuideName = (characterClass: CharacterClass): string =>
  characterClass.alias === null ? characterClass.name : capitalised(characterClass.alias)

const words = (text: string) => text.toLowerCase().split(/[^a-z]+/)

/**
 * A tab's accessible name: the class's guide name, which players know ("Brawler", "Scientist"). A
 * spoken name must contain the tab's visible label as a whole word (WCAG 2.5.3, label in name), so
 * where the guide name does not ("sword" is not a word of "Swordsman") the label comes first:
 * "Sword (Swordsman)".
 */
export const classGuideTabName = (characterClass: CharacterClass): string => {
  const name = classGuideName(characterClass)
  const label = characterClass.guideTab
  if (label === null || words(name).includes(label)) return name
  return `${capitalised(label)} (${name})`
}
