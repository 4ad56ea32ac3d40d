import { currencyOfSection, formatAmount } from "@gatehouse/domain"
import { VisuallyHidden } from "react-aria-components"
import { Icon } from "../../art/Icon/Icon.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { defaultSiteConfig } from "../../config/siteConfig.ts"
import * as styles from "./CurrencyAmount.css.ts"

export interface CurrencyAmountProps {
  /** The price or balance to show. */
  readonly amount: number
  /**
   * Which currency the amount is in: 2 is the premium currency (R-Coin, coin icon), anything else the
   * earned one (Milleage, point icon). Their names and icons come from the site config.
   */
  readonly section: number | null | undefined
}

/** Gatehouse's own currency names; another server names its own in the site config's `currencies`. */
export const currencyNames = {
  coin: defaultSiteConfig.currencies.coin.name,
  point: defaultSiteConfig.currencies.point.name,
} as const

/**
 * A price with two decimals and its currency's icon (R-Coin or Milleage unless the site config names
 * others). Screen readers hear the currency's name, so it is never told by the icon alone.
 */
export const CurrencyAmount = ({ amount, section }: CurrencyAmountProps) => {
  const currency = currencyOfSection(section)
  const { name, icon } = useSiteConfig().currencies[currency]
  return (
    <span className={styles.root}>
      <span className={styles.icon[currency]}>
        <Icon name={icon} />
      </span>
      <span>{formatAmount(amount)}</span>
      <VisuallyHidden elementType="span"> {name}</VisuallyHidden>
    </span>
  )
}
