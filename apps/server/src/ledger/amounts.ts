import {
  type AnswerBalances,
  asAnswerBalances,
  type ColumnBalances,
  currencies,
  currencyOfSection,
  fromCents,
  type LedgerCurrency,
  ledgerCurrencies,
  toCents,
} from "@gatehouse/domain"
import { Schema } from "effect"

/** The two balances, named as the database and the ledger name them (the domain's `currencies`). */
export const Currency = Schema.Literals(ledgerCurrencies)
export type Currency = LedgerCurrency

/** The balance that pays for an item of a shop section, by the domain's rule (section 2 is R-Coin). */
export const ledgerCurrencyOfSection = (section: number): Currency =>
  currencies[currencyOfSection(section)].ledger

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
export type BalancesAnswer = AnswerBalances

/** The balances of a `users` row, read as `numeric` text. */
export const balancesAnswer = (row: ColumnBalances): BalancesAnswer =>
  asAnswerBalances({
    coin: fromCents(centsOf(row[currencies.coin.column])),
    point: fromCents(centsOf(row[currencies.point.column])),
  })
