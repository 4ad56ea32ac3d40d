import { staffRoleNames } from "@gatehouse/domain"

/**
 * Every sentence the administrators' player calls answer with (the console shows them as they are;
 * tests import them instead of repeating the text).
 */
export const playerAdminMessages = {
  noSuchPlayer: "No account has that User ID.",
  noSuchRequest: "That whitelist request does not exist.",
  alreadyDecided: (status: string) => `That request was already ${status}.`,
  approved: (userId: string, address: string) => `${address} is now whitelisted for ${userId}.`,
  rejected: (userId: string, address: string) => `The request of ${userId} for ${address} was rejected.`,
  correctAndRetry: "Please correct the following and try again.",
  amountFormat: "Enter the amount in digits with at most 2 decimals, such as 150 or -12.50.",
  amountZero: "The amount may not be zero.",
  amountTooLarge: "The amount is larger than any balance can hold.",
  reasonRequired: "Please give a reason.",
  wouldOverdraw: (userId: string) =>
    `That would take the balance of ${userId} below zero. Nothing was changed.`,
  adjusted: (userId: string) => `The balance of ${userId} has been adjusted.`,
  alreadyBlocked: (userId: string) => `${userId} is already blocked from logging in.`,
  notBlocked: (userId: string) => `${userId} is not blocked.`,
  blocked: (userId: string) => `${userId} can no longer log in; every session of the account has ended.`,
  unblocked: (userId: string) => `${userId} can log in again.`,
  noSuchItem: (userId: string) => `That item is not one of the purchases of ${userId}.`,
  itemCancelled: (userId: string, itemName: string, refund: string) =>
    `${itemName} was cancelled in the item bank of ${userId}; ${refund} went back to the account.`,
  itemCancelledRefundLater: (userId: string, itemName: string, refund: string) =>
    `${itemName} was cancelled in the item bank of ${userId}. The game did not answer the refund; ${refund} goes back to the account at the game link's next upkeep round.`,
  ownBlock: "You cannot block your own login.",
  ownLevel: "You cannot change your own staff level.",
  sameLevel: (userId: string, level: string) => `${userId} is already at the level ${level}.`,
  levelSet: (userId: string, level: string) => `${userId} is now at the level ${level}.`,
} as const

/** The staff levels as the console names them. */
export const levelNames = { player: "Player", ...staffRoleNames } as const
