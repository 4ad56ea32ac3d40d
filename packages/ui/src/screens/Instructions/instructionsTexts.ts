/**
 * Spec §2 Instructions: the page's own words, the nine topics of the interface picture with their
 * popup texts, the default key tables and the chat commands. Stories and tests read the same data.
 */
export const instructionsTexts = {
  heading: "Instructions",
  intro:
    "The picture shows the game screen. Select a numbered marker to learn what that part of the interface does and which keys open it.",
  figureAlt:
    "The game screen during play: the character status panel at the top left, the minimap at the top right, the system bar with the keyboard button at the top centre, the inventory window on the right, the chat window at the bottom left, the skill and item quick slots at the bottom centre, the shortcut buttons at the bottom right, and the mouse pointer beside the player's character in the middle.",
  figureLabel: "The game screen",
  topicsLabel: "Interface topics",
  legendHeading: "Numbers on the picture",
  close: "Close",
  keysHeading: "Default keys",
  keyColumns: { action: "Action", typeA: "Type A", typeB: "Type B" },
  mouseHeading: "Mouse buttons",
  mouseColumns: { input: "Mouse", effect: "What it does" },
  chatHeading: "Chat commands",
  chatIntro: "Start a chat line with one of these commands to choose who hears it.",
  chatColumns: { commands: "Command", effect: "What it does", cost: "Cost / limit" },
  commandSeparator: " or ",
  noCost: "Free",
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

export const instructionTopics: ReadonlyArray<InstructionTopic> = [
  {
    id: "characterStatus",
    name: "Character status",
    at: { x: 31, y: 14 },
    paragraphs: [
      "The panel at the top left shows your character's portrait and level with three bars: HP in red, MP in blue and the experience still needed for the next level in gold.",
      "Skills spend MP. When HP runs out your character falls, so keep an eye on the red bar and use a potion from the item quick slot in time.",
    ],
  },
  {
    id: "itemQuickSlot",
    name: "Item quick slot",
    at: { x: 65, y: 81 },
    paragraphs: [
      "The six slots on the right of the bottom bar hold the items you use most, such as potions and scrolls.",
      "Drag an item from the inventory onto a slot, then press its number key (1 to 6) or click the slot to use it without opening the inventory.",
    ],
  },
  {
    id: "skillQuickSlot",
    name: "Skill quick slot",
    at: { x: 39, y: 81 },
    paragraphs: [
      "The four slots on the left of the bottom bar hold your skills and are cast with F1, F2, F3 and F4.",
      "Open the skill window with K and drag a learned skill onto a slot. A slot darkens while its skill recovers.",
    ],
  },
  {
    id: "chatWindow",
    name: "Chat window",
    at: { x: 14, y: 76 },
    paragraphs: [
      "The chat window at the bottom left shows what the players around you say, together with party, club and system messages.",
      "Press Enter to start typing and Enter again to send. Begin the line with a chat command to choose who hears it; the commands are listed below the picture.",
    ],
  },
  {
    id: "shortcutSlot",
    name: "Shortcut slot",
    at: { x: 90, y: 81 },
    paragraphs: [
      "The buttons at the bottom right open the game's windows with one click: character, inventory, skills and the system menu.",
      "Every button has a key of its own as well; the keyboard shortcuts topic lists them.",
    ],
  },
  {
    id: "inventory",
    name: "Inventory",
    at: { x: 84, y: 42 },
    paragraphs: [
      "Press I to open or close the inventory. It holds the equipment and items you carry and shows your gold.",
      "Double-click an item to use or wear it, or drag it onto an item quick slot.",
    ],
  },
  {
    id: "map",
    name: "Map",
    at: { x: 93, y: 28 },
    paragraphs: [
      "The minimap at the top right follows your character: you are the arrow in the middle, and party members and important places show as marks.",
      "Press M to open the full map of the region, and M again to close it.",
    ],
  },
  {
    id: "keyboardShortcuts",
    name: "Keyboard shortcuts",
    at: { x: 53, y: 12 },
    paragraphs: [
      "The game has two key layouts. Type A moves with the arrow keys; Type B moves with W, A, S and D and turns the camera with Q and E, so the quest window moves to J.",
      "Choose the layout in the game's options. The table shows the default keys of both.",
    ],
  },
  {
    id: "mouseControl",
    name: "Mouse control",
    at: { x: 66, y: 60 },
    paragraphs: [
      "Everything the keys do, the mouse can do as well. Point at a monster, a player or a character of the town to see its name.",
    ],
  },
]

export interface KeyBinding {
  readonly action: string
  readonly typeA: string
  readonly typeB: string
}

/** The default keys of both layouts; Type B differs in movement, the camera and the quest window. */
export const keyBindings: ReadonlyArray<KeyBinding> = [
  { action: "Move", typeA: "Arrow keys", typeB: "W, A, S, D" },
  { action: "Turn the camera", typeA: "Page Up, Page Down", typeB: "Q, E" },
  { action: "Jump", typeA: "Space", typeB: "Space" },
  { action: "Skill quick slot", typeA: "F1 to F4", typeB: "F1 to F4" },
  { action: "Item quick slot", typeA: "1 to 6", typeB: "1 to 6" },
  { action: "Inventory", typeA: "I", typeB: "I" },
  { action: "Map", typeA: "M", typeB: "M" },
  { action: "Character", typeA: "C", typeB: "C" },
  { action: "Skills", typeA: "K", typeB: "K" },
  { action: "Party", typeA: "P", typeB: "P" },
  { action: "Quest", typeA: "Q", typeB: "J" },
  { action: "Friends", typeA: "F", typeB: "F" },
  { action: "Club", typeA: "G", typeB: "G" },
  { action: "Chat", typeA: "Enter", typeB: "Enter" },
  { action: "Close windows, system menu", typeA: "Esc", typeB: "Esc" },
]

export interface MouseAction {
  readonly input: string
  readonly effect: string
}

export const mouseActions: ReadonlyArray<MouseAction> = [
  { input: "Left click", effect: "Walk to the spot, select a target or talk to a character of the town." },
  { input: "Left click on a target twice", effect: "Attack the monster or pick up the item." },
  { input: "Right click", effect: "Open a player's menu: invite to the party, whisper or trade." },
  { input: "Wheel", effect: "Zoom the camera in and out." },
  { input: "Drag with the right button", effect: "Turn the camera around your character." },
]

export interface ChatCommand {
  readonly commands: ReadonlyArray<string>
  readonly effect: string
  /** What the command costs or how often it may be used; null when it is free. */
  readonly cost: string | null
}

/** Spec §2 chat commands, every fact as the spec gives it. */
export const chatCommands: ReadonlyArray<ChatCommand> = [
  { commands: ["/say", "/s"], effect: "Talk to the players around you.", cost: null },
  { commands: ["/party", "/p", "#"], effect: "Talk to your party.", cost: null },
  { commands: ["/club", "/c", "%"], effect: "Talk to your club.", cost: null },
  { commands: ["/union", "/u", "!"], effect: "Talk to your union.", cost: null },
  {
    commands: ["/w", "/whisper", "@"],
    effect: "Whisper to one player: the command, the player's name, then the message.",
    cost: null,
  },
  { commands: ["/r"], effect: "Reply to the last whisper.", cost: null },
  { commands: ["/1"], effect: "Talk on the regional channel.", cost: "10,000 gold" },
  {
    commands: ["/2"],
    effect: "Post on the party search channel.",
    cost: "20,000 gold, once every 2 minutes",
  },
  { commands: ["/yell", "/y", "$"], effect: "Megaphone shout.", cost: "Needs a Megaphone item" },
]
