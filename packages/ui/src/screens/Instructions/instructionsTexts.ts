import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./instructionsTexts.en.json"

const english = englishOf(catalogue)

/** A message key of the Instructions page's catalogue. */
export type InstructionsKey = KeysOf<"instructionsTexts">

/** Words of the page's catalogue in one language: `useMessages`' `t`, or the English. */
export type InstructionsWords = (key: InstructionsKey) => string

const inEnglish: InstructionsWords = (key) => english(key)

/** The column headings of the page's three tables in the words given. */
export const instructionColumnsIn = (t: InstructionsWords) => ({
  keyColumns: {
    action: t("instructionsTexts.keyColumnAction"),
    typeA: t("instructionsTexts.keyColumnTypeA"),
    typeB: t("instructionsTexts.keyColumnTypeB"),
  },
  mouseColumns: {
    input: t("instructionsTexts.mouseColumnInput"),
    effect: t("instructionsTexts.mouseColumnEffect"),
  },
  chatColumns: {
    commands: t("instructionsTexts.chatColumnCommands"),
    effect: t("instructionsTexts.chatColumnEffect"),
    cost: t("instructionsTexts.chatColumnCost"),
  },
})

/**
 * Spec §2 Instructions: the page's own words in English, read from its catalogue
 * `instructionsTexts.en.json` (the page reads the chosen language's through `useMessages`); the nine
 * topics of the interface picture with their popup texts, the default key tables and the chat
 * commands follow. Stories and tests read the same data.
 */
export const instructionsTexts = {
  heading: english("instructionsTexts.heading"),
  intro: english("instructionsTexts.intro"),
  figureAlt: english("instructionsTexts.figureAlt"),
  figureLabel: english("instructionsTexts.figureLabel"),
  topicsLabel: english("instructionsTexts.topicsLabel"),
  legendHeading: english("instructionsTexts.legendHeading"),
  close: english("instructionsTexts.close"),
  keysHeading: english("instructionsTexts.keysHeading"),
  mouseHeading: english("instructionsTexts.mouseHeading"),
  chatHeading: english("instructionsTexts.chatHeading"),
  chatIntro: english("instructionsTexts.chatIntro"),
  noCost: english("instructionsTexts.noCost"),
  commandSeparator: english("instructionsTexts.commandSeparator"),
  ...instructionColumnsIn(inEnglish),
} as const

export const instructionTopicIds = [
  "characterStatus",
  "itemQuickSlot",
  "skillQuickSlot",
  "chatWindow",
  "shortcutSlot",
  "inventory",
  "map",
  "keyboardShortcuts",
  "mouseControl",
] as const
export type InstructionTopicId = (typeof instructionTopicIds)[number]

export interface InstructionTopic {
  readonly id: InstructionTopicId
  /** The hotspot's accessible name and the popup's heading. */
  readonly name: string
  /** Where the marker sits on the picture, in percent of its width and height. */
  readonly at: { readonly x: number; readonly y: number }
  readonly paragraphs: ReadonlyArray<string>
}

const topicPlan: ReadonlyArray<{
  readonly id: InstructionTopicId
  readonly name: InstructionsKey
  readonly at: InstructionTopic["at"]
  readonly paragraphs: ReadonlyArray<InstructionsKey>
}> = [
  {
    id: "characterStatus",
    name: "instructionsTexts.topicCharacterStatusName",
    at: { x: 31, y: 14 },
    paragraphs: [
      "instructionsTexts.topicCharacterStatusParagraph1",
      "instructionsTexts.topicCharacterStatusParagraph2",
    ],
  },
  {
    id: "itemQuickSlot",
    name: "instructionsTexts.topicItemQuickSlotName",
    at: { x: 65, y: 81 },
    paragraphs: [
      "instructionsTexts.topicItemQuickSlotParagraph1",
      "instructionsTexts.topicItemQuickSlotParagraph2",
    ],
  },
  {
    id: "skillQuickSlot",
    name: "instructionsTexts.topicSkillQuickSlotName",
    at: { x: 39, y: 81 },
    paragraphs: [
      "instructionsTexts.topicSkillQuickSlotParagraph1",
      "instructionsTexts.topicSkillQuickSlotParagraph2",
    ],
  },
  {
    id: "chatWindow",
    name: "instructionsTexts.topicChatWindowName",
    at: { x: 14, y: 76 },
    paragraphs: [
      "instructionsTexts.topicChatWindowParagraph1",
      "instructionsTexts.topicChatWindowParagraph2",
    ],
  },
  {
    id: "shortcutSlot",
    name: "instructionsTexts.topicShortcutSlotName",
    at: { x: 90, y: 81 },
    paragraphs: [
      "instructionsTexts.topicShortcutSlotParagraph1",
      "instructionsTexts.topicShortcutSlotParagraph2",
    ],
  },
  {
    id: "inventory",
    name: "instructionsTexts.topicInventoryName",
    at: { x: 84, y: 42 },
    paragraphs: ["instructionsTexts.topicInventoryParagraph1", "instructionsTexts.topicInventoryParagraph2"],
  },
  {
    id: "map",
    name: "instructionsTexts.topicMapName",
    at: { x: 93, y: 28 },
    paragraphs: ["instructionsTexts.topicMapParagraph1", "instructionsTexts.topicMapParagraph2"],
  },
  {
    id: "keyboardShortcuts",
    name: "instructionsTexts.topicKeyboardShortcutsName",
    at: { x: 53, y: 12 },
    paragraphs: [
      "instructionsTexts.topicKeyboardShortcutsParagraph1",
      "instructionsTexts.topicKeyboardShortcutsParagraph2",
    ],
  },
  {
    id: "mouseControl",
    name: "instructionsTexts.topicMouseControlName",
    at: { x: 66, y: 60 },
    paragraphs: ["instructionsTexts.topicMouseControlParagraph1"],
  },
]

/** The nine topics in the words given. */
export const instructionTopicsIn = (t: InstructionsWords): ReadonlyArray<InstructionTopic> =>
  topicPlan.map(({ id, name, at, paragraphs }) => ({ id, name: t(name), at, paragraphs: paragraphs.map(t) }))

export const instructionTopics: ReadonlyArray<InstructionTopic> = instructionTopicsIn(inEnglish)

export interface KeyBinding {
  readonly action: string
  readonly typeA: string
  readonly typeB: string
}

const keyPlan: ReadonlyArray<{ readonly [Field in keyof KeyBinding]: InstructionsKey }> = [
  {
    action: "instructionsTexts.keyMoveAction",
    typeA: "instructionsTexts.keyMoveTypeA",
    typeB: "instructionsTexts.keyMoveTypeB",
  },
  {
    action: "instructionsTexts.keyTurnTheCameraAction",
    typeA: "instructionsTexts.keyTurnTheCameraTypeA",
    typeB: "instructionsTexts.keyTurnTheCameraTypeB",
  },
  {
    action: "instructionsTexts.keyJumpAction",
    typeA: "instructionsTexts.keyJumpTypeA",
    typeB: "instructionsTexts.keyJumpTypeB",
  },
  {
    action: "instructionsTexts.keySkillQuickSlotAction",
    typeA: "instructionsTexts.keySkillQuickSlotTypeA",
    typeB: "instructionsTexts.keySkillQuickSlotTypeB",
  },
  {
    action: "instructionsTexts.keyItemQuickSlotAction",
    typeA: "instructionsTexts.keyItemQuickSlotTypeA",
    typeB: "instructionsTexts.keyItemQuickSlotTypeB",
  },
  {
    action: "instructionsTexts.keyInventoryAction",
    typeA: "instructionsTexts.keyInventoryTypeA",
    typeB: "instructionsTexts.keyInventoryTypeB",
  },
  {
    action: "instructionsTexts.keyMapAction",
    typeA: "instructionsTexts.keyMapTypeA",
    typeB: "instructionsTexts.keyMapTypeB",
  },
  {
    action: "instructionsTexts.keyCharacterAction",
    typeA: "instructionsTexts.keyCharacterTypeA",
    typeB: "instructionsTexts.keyCharacterTypeB",
  },
  {
    action: "instructionsTexts.keySkillsAction",
    typeA: "instructionsTexts.keySkillsTypeA",
    typeB: "instructionsTexts.keySkillsTypeB",
  },
  {
    action: "instructionsTexts.keyPartyAction",
    typeA: "instructionsTexts.keyPartyTypeA",
    typeB: "instructionsTexts.keyPartyTypeB",
  },
  {
    action: "instructionsTexts.keyQuestAction",
    typeA: "instructionsTexts.keyQuestTypeA",
    typeB: "instructionsTexts.keyQuestTypeB",
  },
  {
    action: "instructionsTexts.keyFriendsAction",
    typeA: "instructionsTexts.keyFriendsTypeA",
    typeB: "instructionsTexts.keyFriendsTypeB",
  },
  {
    action: "instructionsTexts.keyClubAction",
    typeA: "instructionsTexts.keyClubTypeA",
    typeB: "instructionsTexts.keyClubTypeB",
  },
  {
    action: "instructionsTexts.keyChatAction",
    typeA: "instructionsTexts.keyChatTypeA",
    typeB: "instructionsTexts.keyChatTypeB",
  },
  {
    action: "instructionsTexts.keyCloseWindowsSystemMenuAction",
    typeA: "instructionsTexts.keyCloseWindowsSystemMenuTypeA",
    typeB: "instructionsTexts.keyCloseWindowsSystemMenuTypeB",
  },
]

/** The default keys of both layouts in the words given; Type B differs in movement, the camera and the quest window. */
export const keyBindingsIn = (t: InstructionsWords): ReadonlyArray<KeyBinding> =>
  keyPlan.map((row) => ({ action: t(row.action), typeA: t(row.typeA), typeB: t(row.typeB) }))

export const keyBindings: ReadonlyArray<KeyBinding> = keyBindingsIn(inEnglish)

export interface MouseAction {
  readonly input: string
  readonly effect: string
}

const mousePlan: ReadonlyArray<{ readonly [Field in keyof MouseAction]: InstructionsKey }> = [
  { input: "instructionsTexts.mouseLeftClickInput", effect: "instructionsTexts.mouseLeftClickEffect" },
  {
    input: "instructionsTexts.mouseLeftClickOnATargetTwiceInput",
    effect: "instructionsTexts.mouseLeftClickOnATargetTwiceEffect",
  },
  { input: "instructionsTexts.mouseRightClickInput", effect: "instructionsTexts.mouseRightClickEffect" },
  { input: "instructionsTexts.mouseWheelInput", effect: "instructionsTexts.mouseWheelEffect" },
  {
    input: "instructionsTexts.mouseDragWithTheRightButtonInput",
    effect: "instructionsTexts.mouseDragWithTheRightButtonEffect",
  },
]

/** What each mouse button, the wheel and dragging do, in the words given. */
export const mouseActionsIn = (t: InstructionsWords): ReadonlyArray<MouseAction> =>
  mousePlan.map((row) => ({ input: t(row.input), effect: t(row.effect) }))

export const mouseActions: ReadonlyArray<MouseAction> = mouseActionsIn(inEnglish)

export interface ChatCommand {
  readonly commands: ReadonlyArray<string>
  readonly effect: string
  /** What the command costs or how often it may be used; null when it is free. */
  readonly cost: string | null
}

const chatPlan: ReadonlyArray<{
  readonly commands: ReadonlyArray<string>
  readonly effect: InstructionsKey
  readonly cost: InstructionsKey | null
}> = [
  { commands: ["/say", "/s"], effect: "instructionsTexts.chatSayEffect", cost: null },
  { commands: ["/party", "/p", "#"], effect: "instructionsTexts.chatPartyEffect", cost: null },
  { commands: ["/club", "/c", "%"], effect: "instructionsTexts.chatClubEffect", cost: null },
  { commands: ["/union", "/u", "!"], effect: "instructionsTexts.chatUnionEffect", cost: null },
  { commands: ["/w", "/whisper", "@"], effect: "instructionsTexts.chatWEffect", cost: null },
  { commands: ["/r"], effect: "instructionsTexts.chatREffect", cost: null },
  {
    commands: ["/1"],
    effect: "instructionsTexts.chatRegionalEffect",
    cost: "instructionsTexts.chatRegionalCost",
  },
  {
    commands: ["/2"],
    effect: "instructionsTexts.chatPartySearchEffect",
    cost: "instructionsTexts.chatPartySearchCost",
  },
  {
    commands: ["/yell", "/y", "$"],
    effect: "instructionsTexts.chatYellEffect",
    cost: "instructionsTexts.chatYellCost",
  },
]

/** Spec §2 chat commands, every fact as the spec gives it, in the words given. */
export const chatCommandsIn = (t: InstructionsWords): ReadonlyArray<ChatCommand> =>
  chatPlan.map((row) => ({
    commands: row.commands,
    effect: t(row.effect),
    cost: row.cost === null ? null : t(row.cost),
  }))

export const chatCommands: ReadonlyArray<ChatCommand> = chatCommandsIn(inEnglish)
