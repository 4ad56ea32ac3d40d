import { currencies } from "./currency.ts"

/**
 * Character services (docs/character-services.md): what players ask staff for every day, done by
 * the portal against the game's own rows. The server, the portal and the console name them from here.
 */

export const characterServiceKinds = [
  "resetStats",
  "changeSchool",
  "unstuck",
  "rename",
  "accountFix",
] as const
export type CharacterServiceKind = (typeof characterServiceKinds)[number]

/** The services done to one character; account fix is done to the account. */
export const characterOnlyServices = ["resetStats", "changeSchool", "unstuck", "rename"] as const

export const isCharacterService = (service: CharacterServiceKind): boolean => service !== "accountFix"

/** Each service's name, as players and staff read it (its Filipino is `characterServiceNames.fil.json`). */
export const characterServiceNames: Readonly<Record<CharacterServiceKind, string>> = {
  resetStats: "Reset stats",
  changeSchool: "Change school",
  unstuck: "Unstuck",
  rename: "Rename",
  accountFix: "Account fix",
}

/** What each service changes in the game (its Filipino is `characterServiceChanges.fil.json`). */
export const characterServiceChanges: Readonly<Record<CharacterServiceKind, string>> = {
  resetStats:
    "Every stat point spent on Power, Vitality, Stamina, Spirit, Dexterity and Intelligence goes back into unspent points.",
  changeSchool:
    "The character moves to the new school and starts at its campus. A character in a club must leave it first.",
  unstuck: "The character is moved back to its school's campus and its saved and return points are cleared.",
  rename: "The character takes the new name. Friends and club members see the new name.",
  accountFix:
    "Clears the game's record that the account is still logged in, so the game lets you log in again.",
}

/** Each service in the words players and staff read: its name, and what it changes in the game. */
export const characterServiceTexts: Readonly<
  Record<CharacterServiceKind, { readonly name: string; readonly changes: string }>
> = Object.fromEntries(
  characterServiceKinds.map((kind) => [
    kind,
    { name: characterServiceNames[kind], changes: characterServiceChanges[kind] },
  ]),
) as Record<CharacterServiceKind, { readonly name: string; readonly changes: string }>

/** How a service is paid: not at all, or from one of the two balances. */
export const serviceCurrencies = ["free", "rcoin", "milleage"] as const
export type ServiceCurrency = (typeof serviceCurrencies)[number]

export const serviceCurrencyNames: Readonly<Record<ServiceCurrency, string>> = {
  free: "Free",
  rcoin: currencies.coin.name,
  milleage: currencies.point.name,
}

/** The longest cooldown staff may set: a year. */
export const maxServiceCooldownHours = 24 * 366

/**
 * A new character name as the game accepts one: 4 to 16 letters and digits. ChaInfo.ChaName holds
 * 33 bytes; the game's own character creation allows these, and a name outside them could not be
 * typed in game (a whisper, a party invitation).
 */
export const characterNameRule = { min: 4, max: 16, pattern: /^[A-Za-z0-9]+$/ } as const

/** What the rule says of a name it refuses (its Filipino is `characterNameMessages.fil.json`). */
export const characterNameMessages = {
  length: "A character name has {min} to {max} characters.",
  letters: "A character name has only letters (A-Z) and digits.",
} as const

/** What is wrong with a new name, or undefined when the game would take it. */
export const characterNameProblem = (name: string): string | undefined => {
  if (name.length < characterNameRule.min || name.length > characterNameRule.max)
    return characterNameMessages.length
      .replace("{min}", String(characterNameRule.min))
      .replace("{max}", String(characterNameRule.max))
  if (!characterNameRule.pattern.test(name)) return characterNameMessages.letters
  return undefined
}

/** Every sentence a player can read from a service; the spec shows none of them, so they are ours. */
export const characterServiceMessages = {
  needsGameLink:
    "Character services work on your characters in the game, and this server has not connected the portal to the game yet.",
  off: "This service is switched off.",
  notSetUp: "This service is not set up on this server yet.",
  noCharacter: "That character is not one of yours.",
  online: "This character is online in the game. Log out of the game, wait a minute, and try again.",
  accountOnline:
    "One of your characters is online in the game. Log out of the game, wait a minute, and try again.",
  notStuck: "The game does not show your account as logged in, so there is nothing to fix.",
  nothingToReset: "This character has no stat points spent, so there is nothing to reset.",
  sameSchool: "This character is already in that school.",
  inClub: "This character is in a club. Clubs belong to one school: leave the club in game first.",
  nameTaken: "That name is already taken in the game.",
  sameName: "That is already this character's name.",
  cooldown: (until: string) => `This service was used recently. It can be used again after ${until}.`,
  checking:
    "The service could not be confirmed with the game and is being checked by staff. You have not been charged twice.",
  refunded: (reason: string) => `${reason} Nothing was changed, and the price was given back.`,
  done: {
    resetStats: "The stats were reset. The points are waiting to be spent in game.",
    changeSchool: "The character changed school and will start at its new campus.",
    unstuck: "The character will start at its school's campus at its next login.",
    rename: "The character was renamed.",
    accountFix: "Your account was fixed. You can log in to the game again.",
  } satisfies Record<CharacterServiceKind, string>,
} as const

/** Where a service a player used stands: done, refunded, still under way, or left for staff to check. */
export const serviceUseStates = ["done", "refunded", "working", "checking"] as const
export type ServiceUseState = (typeof serviceUseStates)[number]

/** A used service's state in words, the same on the player's page and in the staff console. */
export const serviceUseStateLabels: Readonly<Record<ServiceUseState, string>> = {
  done: "Done",
  refunded: "Refunded",
  working: "In progress",
  checking: "Being checked by staff",
}

/** A character's six stats, in the game's order, with the names players read in game. */
export const characterStats = [
  { key: "power", name: "Power" },
  { key: "vitality", name: "Vitality" },
  { key: "stamina", name: "Stamina" },
  { key: "spirit", name: "Spirit" },
  { key: "dexterity", name: "Dexterity" },
  { key: "intelligence", name: "Intelligence" },
] as const
export type CharacterStatKey = (typeof characterStats)[number]["key"]
