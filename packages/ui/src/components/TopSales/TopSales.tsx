import { truncateListName } from "@gatehouse/domain"
import { Icon } from "../../art/Icon/Icon.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import type { Loadable } from "../../screens/loadable.ts"
import { Panel } from "../Panel/Panel.tsx"
import * as styles from "./TopSales.css.ts"

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
  const named = (items.status === "loaded" ? items.value : []).filter(
    (item): item is TopSalesItem & { ItemName: string } => !!item.ItemName,
  )
  return (
    <Panel title="Top Sales">
      <div className={styles.root}>
        <div className={styles.links}>
          <RouterLink href="/topup" className={styles.link}>
            <Icon name="recharge" />
            Top Up R-Coin
          </RouterLink>
          <RouterLink href="/itemshop" className={styles.link}>
            <Icon name="shop" />
            Item Shop
          </RouterLink>
        </div>
        {items.status === "loading" ? (
          <p className={styles.note} role="status">
            Loading...
          </p>
        ) : named.length === 0 ? (
          <p className={styles.note}>No Data</p>
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
