import { currencyOfSection, lineTotal, type ShopCurrency, sumAmounts } from "@gatehouse/domain"

export interface PricedRow {
  readonly quantity: number
  readonly isChecked: number
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

/** Spec §3: isChecked 1 means the row is selected for Buy Checked Items. */
export const isChecked = (row: Pick<PricedRow, "isChecked">): boolean => row.isChecked === 1
