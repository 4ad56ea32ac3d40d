import { Icon } from "../../art/Icon/Icon.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { type CurrencyPlace, currencyName } from "../../config/siteConfig.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./CurrencyLegend.css.ts"
import english from "./CurrencyLegend.en.json"

export interface CurrencyLegendProps {
  /**
   * "shop" in the item shop and the cart, where the earned currency goes by its shop name (R-Point);
   * "elsewhere" (the default) everywhere else (Milleage).
   */
  readonly place?: CurrencyPlace
}

const order = ["coin", "point"] as const

/**
 * Which icon is which currency, shown once above a list whose prices are in both: the cards show a
 * price by its icon alone. Screen readers hear each price's currency by name already, so the legend
 * is a plain line they may skip.
 */
export const CurrencyLegend = ({ place = "elsewhere" }: CurrencyLegendProps) => {
  const { currencies } = useSiteConfig()
  const t = useMessages(english)
  return (
    <p className={styles.root}>
      <span className={styles.lead}>{t("CurrencyLegend.pricesIn")}</span>
      {order.map((currency) => (
        <span key={currency} className={styles.entry}>
          <span className={styles.icon[currency]}>
            <Icon name={currencies[currency].icon} />
          </span>
          {currencyName(currencies[currency], place)}
        </span>
      ))}
    </p>
  )
}
