import {
  type Currency,
  currencyOfSection,
  lineTotal,
  type SessionBalances,
  sumAmounts,
} from "@gatehouse/domain"

/** A player's two balances, named as the session's user carries them (UserPoint is R-Coin). */
export type Balances = SessionBalances

export interface PricedRow {
  readonly quantity: number
  readonly shopitem: { readonly price: number; readonly section?: number | null | undefined }
}

/** Amounts per currency: items are priced in R-Coin or Milleage, and the two never add up. */
export type CurrencyTotals = Readonly<Record<Currency, number>>

/** The exact sum of price × quantity of the rows, kept apart per currency. */
export const totalsByCurrency = (rows: ReadonlyArray<PricedRow>): CurrencyTotals => {
  const of = (currency: Currency) =>
    sumAmounts(
      rows
        .filter((row) => currencyOfSection(row.shopitem.section) === currency)
        .map((row) => lineTotal(row.shopitem.price, row.quantity)),
    )
  return { coin: of("coin"), point: of("point") }
}
