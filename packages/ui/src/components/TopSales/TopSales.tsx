import { truncateListName } from "@gatehouse/domain"
import { Icon } from "../../art/Icon/Icon.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import type { Loadable } from "../../screens/loadable.ts"
import { Panel } from "../Panel/Panel.tsx"
import * as styles from "./TopSales.css.ts"
import english from "./TopSales.en.json"

export interface TopSalesItem {
  readonly ProductNum: number
  readonly ItemName: string | null
}

export interface TopSalesProps {
  /** The best-selling items, best first: loading, or loaded (a failed load reads as none). */
  readonly items: Loadable<TopSalesItem>
}

/**
 * The sidebar panel of the shop pages: links to Top Up R-Coin and to the Item Shop, and the list of
 * best-selling items, their names cut to 14 characters.
 */
export const TopSales = ({ items }: TopSalesProps) => {
  const t = useMessages(english)
  const named = (items.status === "loaded" ? items.value : []).filter(
    (item): item is TopSalesItem & { ItemName: string } => !!item.ItemName,
  )
  return (
    <Panel title={t("TopSales.topSales")}>
      <div className={styles.root}>
        <div className={styles.links}>
          <RouterLink href="/topup" className={styles.link}>
            <Icon name="recharge" />
            {t("TopSales.topUp")}
          </RouterLink>
          <RouterLink href="/itemshop" className={styles.link}>
            <Icon name="shop" />
            {t("TopSales.itemShop")}
          </RouterLink>
        </div>
        {items.status === "loading" ? (
          <p className={styles.note} role="status">
            {t("TopSales.loading")}
          </p>
        ) : named.length === 0 ? (
          <p className={styles.note}>{t("TopSales.noData")}</p>
        ) : (
          <ol className={styles.list}>
            {named.map((item) => (
              <li key={item.ProductNum} className={styles.item} title={item.ItemName}>
                {truncateListName(item.ItemName)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Panel>
  )
}
