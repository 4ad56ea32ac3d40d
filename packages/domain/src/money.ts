/**
 * Prices and balances (R-Coin, Milleage) carry at most two decimals. Arithmetic happens in integer
 * cents so sums never show float drift (0.1 + 0.2), and text is built by hand so every browser and
 * locale shows the same "1,234.50".
 */

/** The amount in whole cents. Amounts arrive with at most two decimals; rounding absorbs float noise. */
export const toCents = (amount: number): number => Math.round(amount * 100)

/** Whole cents back to an amount (the nearest number to the exact two-decimal value). */
export const fromCents = (cents: number): number => cents / 100

/** Cents as "1,234.50" (spec §9: prices show 2 decimals). */
export const formatCents = (cents: number): string => {
  const sign = cents < 0 ? "-" : ""
  const absolute = Math.abs(Math.round(cents))
  const whole = Math.floor(absolute / 100).toString()
  const fraction = (absolute % 100).toString().padStart(2, "0")
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`
}

/** An amount as "1,234.50": `formatAmount(150.5) === "150.50"`. */
export const formatAmount = (amount: number): string => formatCents(toCents(amount))

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
