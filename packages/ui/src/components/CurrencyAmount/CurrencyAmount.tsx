import { currencyOfSection } from "@gatehouse/domain"
import { VisuallyHidden } from "react-aria-components"
import { Icon } from "../../art/Icon/Icon.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { type CurrencyPlace, currencyName, defaultSiteConfig } from "../../config/siteConfig.ts"
import { useNumbers } from "../../i18n/useNumbers.ts"
import * as styles from "./CurrencyAmount.css.ts"

export interface CurrencyAmountProps {
  /** The price or balance to show. */
  readonly amount: number
  /**
   * Which currency the amount is in: 2 is the premium currency (R-Coin, coin icon), anything else the
   * earned one (Milleage, point icon). Their names and icons come from the site config.
   */
  readonly section: number | null | undefined
  /**
   * "shop" inside the item shop and the cart, where the earned currency goes by its shop name
   * (R-Point); "elsewhere" (the default) everywhere else (Milleage).
   */
  readonly place?: CurrencyPlace
  /** Writes the currency's name after the amount; otherwise only screen readers hear it beside the icon. */
  readonly isNameShown?: boolean
  /** A gain (a reward, a refund): the amount is written with its plus sign, "+10.00". */
  readonly isGain?: boolean
}

/** Gatehouse's own currency names; another server names its own in the site config's `currencies`. */
export const currencyNames = {
  coin: defaultSiteConfig.currencies.coin.name,
  point: defaultSiteConfig.currencies.point.name,
  /** Milleage's name inside the shop (spec §1). */
  pointInShop: currencyName(defaultSiteConfig.currencies.point, "shop"),
} as const

/**
 * A price with two decimals and its currency's icon (R-Coin or Milleage unless the site config names
 * others; R-Point for Milleage inside the shop). Screen readers hear the currency's name, so it is
 * never told by the icon alone.
 */
export const CurrencyAmount = ({
  amount,
  section,
  place = "elsewhere",
  isNameShown = false,
  isGain = false,
}: CurrencyAmountProps) => {
  const currency = currencyOfSection(section)
  const settings = useSiteConfig().currencies[currency]
  const name = currencyName(settings, place)
  const { amount: formatAmount } = useNumbers()
  return (
    <span className={styles.root}>
      <span className={styles.icon[currency]}>
        <Icon name={settings.icon} />
      </span>
      <span>
        {isGain ? "+" : ""}
        {formatAmount(amount)}
      </span>
      {isNameShown ? (
        <span className={styles.name}> {name}</span>
      ) : (
        <VisuallyHidden elementType="span"> {name}</VisuallyHidden>
      )}
    </span>
  )
}
