import { currencyOfSection, lineTotal, type ShopCurrency, sumAmounts } from "@gatehouse/domain"

/** A player's two balances, named as the session's user carries them. */
export interface Balances {
  /** R-Coin. */
  readonly UserPoint: number
  /** Milleage (R-Point in the shop). */
  readonly UserPoint2: number
}

export interface PricedRow {
  readonly quantity: number
  readonly shopitem: { readonly price: number; readonly section?: number | null | undefined }
}

/** Amounts per currency: items are priced in R-Coin or Milleage, and the two never add up. */
export type CurrencyTotals = Readonly<Record<ShopCurrency, number>>

/** The exact sum of price × quantity of the rows, kept apart per currency. */
export const totalsByCurrency = (rows: ReadonlyArray<PricedRow>): CurrencyTotals => {
  const of = (currency: ShopCurrency) =>
    sumAmounts(
      rows
        .filter((row) => currencyOfSection(row.shopitem.section) === currency)
        .map((row) => lineTotal(row.shopitem.price, row.quantity)),
    )
  return { coin: of("coin"), point: of("point") }
}
