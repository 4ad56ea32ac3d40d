import { formatAmount } from "@gatehouse/domain"
import { ItemPicture } from "../../components/ItemPicture/ItemPicture.tsx"
import { HistoryBody } from "../HistoryBody.tsx"
import type { HistoryPage } from "../historyState.ts"
import * as styles from "../historyStyles.css.ts"

export interface PurchaseRow {
  readonly shopitem: { readonly ItemName: string; readonly price: number; readonly image_url: string | null }
  readonly quantity: number
  readonly PurDate: string
}

export interface PurchaseHistoryProps {
  /** The page's heading: the section's name. */
  readonly title?: string
  /**
   * This page of the player's purchases: loading, failed, or loaded (possibly none) with the number of pages.
   */
  readonly list: HistoryPage<PurchaseRow>
  /** The page of the history shown now, counting from 1. */
  readonly page: number
}

/**
 * The player's past purchases from the item shop: item thumbnail and name, quantity, purchase date
 * and price, newest first, a page at a time.
 */
export const PurchaseHistory = ({ title = "Purchase History", list, page }: PurchaseHistoryProps) => (
  <article className={styles.root}>
    <h1 className={styles.heading}>{title}</h1>
    <HistoryBody
      list={list}
      page={page}
      target="/shoppurchases?"
      table={(rows) => (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.head}>Item</th>
              <th className={styles.head}>Quantity</th>
              <th className={styles.head}>Purchase Date</th>
              <th className={styles.head}>Price</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id, and a page's rows never reorder
              <tr key={`${row.PurDate}-${index}`}>
                <td className={styles.itemCell}>
                  <ItemPicture
                    src={row.shopitem.image_url}
                    name={row.shopitem.ItemName}
                    size="thumbnail"
                    isDecorative
                  />
                  {row.shopitem.ItemName}
                </td>
                <td className={styles.numeric}>{row.quantity}</td>
                <td className={styles.cell}>{row.PurDate}</td>
                <td className={styles.numeric}>{formatAmount(row.shopitem.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  </article>
)
