import {
  fromCents,
  type ShopCurrency,
  currencyOfSection as shopCurrencyOfSection,
  toCents,
} from "@gatehouse/domain"
import { Schema } from "effect"

/** The two balances, named as the database and the ledger name them. */
export const Currency = Schema.Literals(["rcoin", "milleage"])
export type Currency = typeof Currency.Type

/** The balance each of the shop's currencies is: R-Coin is UserPoint, R-Point (Milleage) UserPoint2. */
const balanceOf: Readonly<Record<ShopCurrency, Currency>> = { coin: "rcoin", point: "milleage" }

/** The balance that pays for an item of a shop section, by the domain's rule (section 2 is R-Coin). */
export const currencyOfSection = (section: number): Currency => balanceOf[shopCurrencyOfSection(section)]

/** An amount in whole cents per balance. */
export type CentsByCurrency = Readonly<Record<Currency, number>>

export const noCents: CentsByCurrency = { rcoin: 0, milleage: 0 }

/**
 * A `numeric(12,2)` value as the driver returns it (text) in whole cents. Twelve digits of cents fit
 * a double exactly, so nothing is lost on the way.
 */
export const centsOf = (numeric: string | number): number => toCents(Number(numeric))

/** The largest amount a `numeric(12,2)` column holds, in cents: no balance can exceed it. */
export const maxAmountCents = 999_999_999_999

/** Whole cents as exact `numeric` text for a query parameter: 12345 → "123.45". */
export const numericOf = (cents: number): string => {
  const sign = cents < 0 ? "-" : ""
  const absolute = Math.abs(cents)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`
}

/** The balances as every money answer carries them: userPoints is R-Coin, userPoints2 Milleage. */
export interface BalancesAnswer {
  readonly userPoints: number
  readonly userPoints2: number
}

export const balancesAnswer = (row: {
  readonly r_coin: string
  readonly milleage: string
}): BalancesAnswer => ({
  userPoints: fromCents(centsOf(row.r_coin)),
  userPoints2: fromCents(centsOf(row.milleage)),
})
