import { currencyOfSection, formatAmount } from "@gatehouse/domain"
import { VisuallyHidden } from "react-aria-components"
import { Icon } from "../../art/Icon/Icon.tsx"
import * as styles from "./CurrencyAmount.css.ts"

export interface CurrencyAmountProps {
  /** The price or balance to show. */
  readonly amount: number
  /** Which currency the amount is in: 2 is R-Coin (coin icon), anything else is Milleage (point icon). */
  readonly section: number | null | undefined
}

/** Currency names as the player reads them beside the icon. */
export const currencyNames = { coin: "R-Coin", point: "Milleage" } as const

/**
 * A price with two decimals and its currency's icon (R-Coin or Milleage). Screen readers hear the
 * currency's name, so it is never told by the icon alone.
 */
export const CurrencyAmount = ({ amount, section }: CurrencyAmountProps) => {
  const currency = currencyOfSection(section)
  return (
    <span className={styles.root}>
      <span className={styles.icon[currency]}>
        <Icon name={currency === "coin" ? "coin" : "gem"} />
      </span>
      <span>{formatAmount(amount)}</span>
      <VisuallyHidden elementType="span"> {currencyNames[currency]}</VisuallyHidden>
    </span>
  )
}
