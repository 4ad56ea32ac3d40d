import { votePlaceholder, votePlaceholderMissing, voteRewardCurrency } from "@gatehouse/domain"

/**
 * Every sentence the console's Votes page says to staff that the domain (votes.ts) does not: the
 * components' words and the portal's checks of the toplist form, kept together so none is written
 * twice. What a site is called and why a postback was refused come from the domain.
 */
export const voteConsoleTexts = {
  toplistsIntro: `The sites players vote on from the Vote page. A vote a site confirms with its postback earns the player ${voteRewardCurrency.name}; each site's postbacks are known by its secret or by the addresses they come from.`,
  toplistsFailed: "The toplists could not be read. Please try again.",
  noToplist: "No toplist yet. Add the first one.",
  kind: "Choosing a site fills in its usual vote address and cooldown while they are unchanged.",
  voteAddress: `Where the Vote page sends players. It must contain ${votePlaceholder}, where the player's User ID goes.`,
  secretNew: "The key the site sends with each postback, from its settings.",
  secretSaved: "A secret is saved. Leave this empty to keep it, or type a new one to replace it.",
  addresses: (most: number) =>
    `The addresses the site sends its postbacks from, one per line, up to ${most}. Behind a reverse proxy they only match with TRUST_PROXY set to the number of proxies in front.`,
  cooldown: "1 to 168: how long a player waits between two votes on this site",
  reward: "What each confirmed vote earns",
  rewardsOn:
    "Some toplists' rules forbid rewarding votes: switched off, the site's votes are still recorded, without a reward.",
  enabled: "Switched off, the site leaves the Vote page and its postbacks are refused.",
  sortOrder: "Lower numbers come first on the Vote page",
  postback: "Paste this address into the site's settings: it is where the site sends its postbacks.",
  postbackAfterSave: "The postback address to give the site shows here once the toplist is saved.",
  copied: "Copied.",
  copyFailed: "Could not copy: the address is selected, copy it with the keyboard.",
  reportFailed: "The votes could not be read. Please try again.",
  chartEmpty: "Votes show here once a toplist is added.",
  showTable: "Show each day's votes as a table",
  refusedIntro: "The newest postbacks that changed nothing, with why.",
  noRefusal: "No postback has been refused.",
  // The portal's checks of what the call cannot carry; the rules the server words itself (a secret or
  // an address the site needs, the address's form) are left to it, and its answer shows beside the field.
  noName: "Give the toplist a name.",
  noPlaceholder: votePlaceholderMissing,
  sampleAddress: "This is the site's sample address: put your own listing's address in it.",
  tooManyAddresses: (most: number) => `List at most ${most} addresses.`,
  longAddress: "An IP address is at most 45 characters.",
  cooldownRange: "Enter the cooldown in whole hours, from 1 to 168.",
  rewardAtMost: `A vote earns at most 1,000,000.00 ${voteRewardCurrency.name}.`,
} as const
