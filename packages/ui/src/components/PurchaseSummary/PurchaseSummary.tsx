import { amountLeft, balancesOfSession, currencies, currencyKeys, lineTotal } from "@gatehouse/domain"
import { useMessages } from "../../i18n/Messages.tsx"
import { CurrencyAmount } from "../CurrencyAmount/CurrencyAmount.tsx"
import { Notice } from "../Notice/Notice.tsx"
import * as styles from "./PurchaseSummary.css.ts"
import english from "./PurchaseSummary.en.json"
import { type Balances, totalsByCurrency } from "./purchaseTotals.ts"

/** One item of a purchase: its name, how many, its unit price and its currency section. */
export interface PurchaseLine {
  readonly name: string
  readonly quantity: number
  readonly price: number
  readonly section: number | null | undefined
}

export interface PurchaseSummaryProps {
  /** What is being bought. */
  readonly lines: ReadonlyArray<PurchaseLine>
  /** The player's balances now, to show what is left after paying; left out, only the cost shows. */
  readonly balances?: Balances | undefined
}

/**
 * Told in place of the balance after when the purchase costs more than the player holds (in English;
 * the summary itself says it from its catalogue, `PurchaseSummary.shortfall`).
 */
export const purchaseShortfallText = "Your balance is not enough for this purchase."

/**
 * What a purchase is before the player confirms it: each item with its quantity and cost, the total
 * per currency, and each balance after paying (or that a balance is too low). Amounts are named in
 * the shop's words (R-Point, not Milleage).
 */
export const PurchaseSummary = ({ lines, balances }: PurchaseSummaryProps) => {
  const t = useMessages(english)
  const total = totalsByCurrency(
    lines.map((line) => ({
      quantity: line.quantity,
      shopitem: { price: line.price, section: line.section },
    })),
  )
  const held = balances === undefined ? undefined : balancesOfSession(balances)
  const after =
    held === undefined
      ? undefined
      : { coin: amountLeft(held.coin, total.coin), point: amountLeft(held.point, total.point) }
  // A currency nothing here is priced in costs nothing; only the one(s) paid with are listed.
  const paid = currencyKeys.filter((currency) => total[currency] > 0)
  return (
    <div className={styles.root}>
      <ul className={styles.lines} aria-label={t("PurchaseSummary.itemsToBuy")}>
        {lines.map((line, index) => (
          // Two lines may name the same item; their place in the list tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open
          <li key={index} className={styles.line}>
            <span className={styles.lineName}>
              {line.quantity} × {line.name}
            </span>
            <span className={styles.lineCost}>
              <CurrencyAmount
                amount={lineTotal(line.price, line.quantity)}
                section={line.section}
                place="shop"
                isNameShown
              />
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t("PurchaseSummary.total")}</dt>
          <dd className={styles.amounts}>
            {(paid.length > 0 ? paid : (["coin"] as const)).map((currency) => (
              <CurrencyAmount
                key={currency}
                amount={total[currency]}
                section={currencies[currency].section}
                place="shop"
                isNameShown
              />
            ))}
          </dd>
        </div>
        {after !== undefined && after.coin >= 0 && after.point >= 0 && (
          <div className={styles.figure}>
            <dt>{t("PurchaseSummary.balanceAfter")}</dt>
            <dd className={styles.amounts}>
              <CurrencyAmount
                amount={after.coin}
                section={currencies.coin.section}
                place="shop"
                isNameShown
              />
              <CurrencyAmount
                amount={after.point}
                section={currencies.point.section}
                place="shop"
                isNameShown
              />
            </dd>
          </div>
        )}
      </dl>
      {after !== undefined && (after.coin < 0 || after.point < 0) && (
        <Notice tone="danger">{t("PurchaseSummary.shortfall")}</Notice>
      )}
    </div>
  )
}
