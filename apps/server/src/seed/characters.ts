import { type Random, seededRandom } from "@gatehouse/art"
import { characterClasses } from "@gatehouse/domain"
import { backgroundAccountCount } from "./accounts.ts"

export type CharacterOwner =
  | { readonly kind: "background"; readonly index: number }
  | { readonly kind: "player" }
  | { readonly kind: "staff" }

export interface DemoCharacter {
  readonly owner: CharacterOwner
  readonly name: string
  readonly school: number
  readonly classCode: number
  readonly level: number
  readonly mmr: number
  readonly pkScore: number
  readonly pkDeath: number
  readonly money: number
  /** How long before the seed ran the character last levelled up (at most a season's length). */
  readonly hoursSinceLevelUp: number
  readonly deleted: boolean
}

/** Ranked characters spread over every school and class. */
export const rankedCharacterCount = 320
/**
 * Deleted characters and the staff's characters get the best numbers of all, so a ranking that
 * forgot to exclude them would show them first.
 */
export const deletedCharacterCount = 12

const syllables = [
  "ka",
  "ri",
  "to",
  "mi",
  "sha",
  "ren",
  "dai",
  "lu",
  "zen",
  "vo",
  "ael",
  "tha",
  "mor",
  "kai",
  "syl",
  "bryn",
  "ash",
  "el",
  "ori",
  "quin",
]
const classCodes = characterClasses.flatMap((characterClass) => characterClass.codes)

/** The longest a demo character has gone without levelling up. */
export const maxHoursSinceLevelUp = 24 * 25

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const nameMaker = (random: Random) => {
  const taken = new Set<string>()
  return () => {
    for (;;) {
      const base = capitalise(Array.from({ length: random.int(2, 3) }, () => random.pick(syllables)).join(""))
      const name = taken.has(base.toLowerCase()) ? `${base}${random.int(2, 99)}` : base
      if (!taken.has(name.toLowerCase())) {
        taken.add(name.toLowerCase())
        return name
      }
    }
  }
}

const ordinary = (random: Random, owner: CharacterOwner, name: string): DemoCharacter => {
  // Skewed towards high levels, as on a server that has been running for a while.
  const level = 1 + Math.floor(229 * Math.sqrt(random.next()))
  return {
    owner,
    name,
    school: random.int(0, 2),
    classCode: random.pick(classCodes),
    level,
    mmr: level * 10 + random.int(0, 800),
    pkScore: random.int(0, 480),
    pkDeath: random.int(0, 300),
    money: random.int(0, 40_000) * 50_000,
    hoursSinceLevelUp: random.int(1, maxHoursSinceLevelUp),
    deleted: false,
  }
}

const unbeatable = (
  random: Random,
  owner: CharacterOwner,
  name: string,
  deleted: boolean,
): DemoCharacter => ({
  ...ordinary(random, owner, name),
  level: 300,
  mmr: 99_999,
  pkScore: 9_999,
  money: 9_000_000_000,
  deleted,
})

/** Always the same characters, so rankings read the same on every demo database. */
export const demoCharacters = (): ReadonlyArray<DemoCharacter> => {
  const random = seededRandom(20_240_601)
  const nextName = nameMaker(random)
  const background = (index: number): CharacterOwner => ({
    kind: "background",
    index: index % backgroundAccountCount,
  })
  return [
    ...Array.from({ length: rankedCharacterCount }, (_, index) =>
      ordinary(random, background(index), nextName()),
    ),
    { ...ordinary(random, { kind: "player" }, "RowanVale"), level: 187, school: 0, classCode: 2 },
    { ...ordinary(random, { kind: "player" }, "RowanArcher"), level: 96, school: 0, classCode: 4 },
    { ...ordinary(random, { kind: "player" }, "Vale"), level: 41, school: 0, classCode: 8 },
    unbeatable(random, { kind: "staff" }, "GM_Mira", false),
    unbeatable(random, { kind: "staff" }, "GM_Stone", false),
    ...Array.from({ length: deletedCharacterCount }, (_, index) =>
      unbeatable(random, background(index), `Gone${nextName()}`, true),
    ),
  ]
}
