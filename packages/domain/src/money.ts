import { englishLocale, keptFormats } from "./intlFormats.ts"

/**
 * Prices and balances (R-Coin, Milleage) carry at most two decimals. Arithmetic happens in integer
 * cents so sums never show float drift (0.1 + 0.2); text is written by `Intl` in the reader's
 * locale ("1,234.50" in English and Filipino alike), the same on the server and in every browser.
 */

/** The amount in whole cents. Amounts arrive with at most two decimals; rounding absorbs float noise. */
export const toCents = (amount: number): number => Math.round(amount * 100)

/** Whole cents back to an amount (the nearest number to the exact two-decimal value). */
export const fromCents = (cents: number): number => cents / 100

const amountFormatIn = keptFormats(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
)

/** Cents as "1,234.50" (spec §9: prices show 2 decimals). */
export const formatCents = (cents: number, locale: string = englishLocale): string =>
  // `+ 0` turns a rounded -0 into 0: no "-0.00".
  amountFormatIn(locale).format(Math.round(cents) / 100 + 0)

/** An amount as "1,234.50": `formatAmount(150.5) === "150.50"`. */
export const formatAmount = (amount: number, locale: string = englishLocale): string =>
  formatCents(toCents(amount), locale)

const countFormatIn = keptFormats((locale) => new Intl.NumberFormat(locale))

/** A whole number a player reads (players online, a character's level): "12,345". */
export const formatCount = (count: number, locale: string = englishLocale): string =>
  countFormatIn(locale).format(count)

/** The exact sum of several amounts. */
export const sumAmounts = (amounts: Iterable<number>): number => {
  let cents = 0
  for (const amount of amounts) cents += toCents(amount)
  return fromCents(cents)
}

/** Price times quantity, exact to the cent. */
export const lineTotal = (price: number, quantity: number): number => fromCents(toCents(price) * quantity)

/** What a balance holds after paying `cost`, exact to the cent (negative when it cannot pay). */
export const amountLeft = (balance: number, cost: number): number =>
  fromCents(toCents(balance) - toCents(cost))
