import { currencies, moneyMessages } from "@gatehouse/domain"

/**
 * Every sentence the game link and the wallet answer with; the spec shows none of them, so they are
 * ours.
 */
export const gameLinkMessages = {
  /**
   * The purchase answer while the portal is not linked to a game: the item is recorded, not delivered.
   * Told in the player's words: "the game link" is staff's.
   */
  boughtUnlinked:
    "Purchase successful! Your items are saved and will reach your game account once the game server is connected.",
  boughtLinked: "Purchase successful! Your items are waiting in your game account's item bank.",
  insufficient: moneyMessages.insufficient,
  /** A balance change for an account deleted meanwhile. */
  noAccount: "This account no longer exists.",
  banned: "This account is blocked in the game.",
  unavailable: "The game server cannot be reached right now. Please try again in a few minutes.",
  /** A purchase's state in the console when the game's databases did not answer. */
  unavailableShort: "Game server not reachable",
  busy: "Another purchase on your account is still being completed. Please try again.",
  notLinked: "This account has no game account yet. Please log in again.",
  wholeCoins: "This item's price is not a whole number of coins, so the game cannot charge it.",
  noMilleage: `This server's game has no ${currencies.point.name} balance, so this item cannot be bought.`,
  ipTooLong: "This IP address is too long for the game's whitelist (at most 23 characters).",
  checking:
    "Your purchase could not be confirmed with the game and is being checked by staff. You have not been charged twice.",
  notCancellable: "Only an item still waiting in the item bank can be cancelled.",
  noGameLinkToCancel: "There is no game link: nothing was delivered to cancel.",
} as const

/** What a purchased item's ShopPurchase.PurFlag says, as the purchase history shows it. */
export const itemStateLabels = {
  unlinked: "Waiting for game link",
  0: "Waiting in item bank",
  1: "Collected",
  2: "Cancel requested",
  3: "Cancelled",
} as const

/**
 * A purchased item's state as the player's own history tells it: the same as staff read it, except
 * that "game link" is staff's word, not the player's.
 */
export const playerItemState = (label: string): string =>
  label === itemStateLabels.unlinked ? "Saved, waiting for the game server" : label

export const itemStateLabel = (flag: number | undefined) =>
  flag === 0 || flag === 1 || flag === 2 || flag === 3 ? itemStateLabels[flag] : "Being delivered"
