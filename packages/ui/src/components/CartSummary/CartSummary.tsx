import { truncateListName } from "@gatehouse/domain"
import { Icon } from "../../art/Icon/Icon.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import { Panel } from "../Panel/Panel.tsx"
import * as styles from "./CartSummary.css.ts"
import english from "./CartSummary.en.json"

export interface CartSummaryRow {
  readonly seq: number
  readonly quantity: number
  readonly shopitem: { readonly ItemName: string }
}

export interface CartSummaryProps {
  /** The items in the player's cart, each with its quantity. Long names are shortened to fit the sidebar. */
  readonly rows: ReadonlyArray<CartSummaryRow>
}

/**
 * The cart summary in the sidebar of the shop pages: each item in the cart with its name cut to 14
 * characters and its quantity, and a Checkout link that takes the player to the shopping cart.
 */
export const CartSummary = ({ rows }: CartSummaryProps) => {
  const t = useMessages(english)
  return (
    <Panel title={t("CartSummary.myCart")}>
      <div className={styles.root}>
        {rows.length === 0 ? (
          <p className={styles.empty}>{t("CartSummary.empty")}</p>
        ) : (
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={row.seq} className={styles.row} title={row.shopitem.ItemName}>
                <span>{truncateListName(row.shopitem.ItemName)}</span>
                <span className={styles.quantity}>×{row.quantity}</span>
              </li>
            ))}
          </ul>
        )}
        <RouterLink href="/shoppingcart" className={styles.checkout}>
          <Icon name="shop" />
          {t("CartSummary.checkout")}
        </RouterLink>
      </div>
    </Panel>
  )
}
