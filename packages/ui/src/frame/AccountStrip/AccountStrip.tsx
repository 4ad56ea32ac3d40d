import { Icon } from "../../art/Icon/Icon.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { useNumbers } from "../../i18n/useNumbers.ts"
import { RouterLink } from "../../navigation/RouterLink.tsx"
import * as styles from "./AccountStrip.css.ts"
import english from "./AccountStrip.en.json"

/** What the phone header shows of a logged-in player: their balances and their cart. */
export interface FrameAccount {
  /** The premium currency's balance (R-Coin, the session's UserPoint). */
  readonly coin: number
  /** The earned currency's balance (Milleage, the session's UserPoint2). */
  readonly point: number
  /** How many items the shopping cart holds; left out while the cart is loading. */
  readonly cartItems?: number
}

export interface AccountStripProps {
  /** The logged-in player's balances and cart; left out for a guest (the box stays, empty). */
  readonly account?: FrameAccount
}

/**
 * The phone header's account box: the player's two balances (each named as the site calls its
 * currency) and the shopping cart with its item count. The session lives in the browser, so on a
 * page rendered on the server this box fills in after the JavaScript; its size is fixed, and it holds
 * its place for guests too, so nothing beside it moves when it does.
 */
export const AccountStrip = ({ account }: AccountStripProps) => {
  const { coin, point } = useSiteConfig().currencies
  const t = useMessages(english)
  const { amount: formatAmount } = useNumbers()
  return (
    <div className={styles.root}>
      {account && (
        <>
          <dl className={styles.balances}>
            <div className={styles.balance}>
              <dt className={styles.currency.coin}>
                <Icon name={coin.icon} />
                <span className={styles.name}>{coin.name}</span>
              </dt>
              <dd className={styles.amount}>{formatAmount(account.coin)}</dd>
            </div>
            <div className={styles.balance}>
              <dt className={styles.currency.point}>
                <Icon name={point.icon} />
                <span className={styles.name}>{point.name}</span>
              </dt>
              <dd className={styles.amount}>{formatAmount(account.point)}</dd>
            </div>
          </dl>
          <RouterLink href="/shoppingcart" className={styles.cart}>
            <Icon name="shop" />
            <span className={styles.name}>
              {t("AccountStrip.shoppingCart")}
              {account.cartItems === undefined ? "" : ", "}
            </span>
            {account.cartItems !== undefined && (
              <span className={styles.badge}>
                {account.cartItems}
                <span className={styles.name}> {t("AccountStrip.items", { count: account.cartItems })}</span>
              </span>
            )}
          </RouterLink>
        </>
      )}
    </div>
  )
}
