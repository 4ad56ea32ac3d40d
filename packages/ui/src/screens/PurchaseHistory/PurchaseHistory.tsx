import { CurrencyAmount } from "../../components/CurrencyAmount/CurrencyAmount.tsx"
import type { DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { HistoryTable } from "../../components/HistoryTable/HistoryTable.tsx"
import type { HistoryPage } from "../../components/HistoryTable/historyState.ts"
import { ItemPicture } from "../../components/ItemPicture/ItemPicture.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import { type Formats, useFormats } from "../../i18n/useFormats.ts"
import type { LoadState } from "../loadable.ts"
import * as styles from "./PurchaseHistory.css.ts"
import english from "./PurchaseHistory.en.json"

type PurchaseKey = keyof typeof english

export interface PurchaseRow {
  readonly shopitem: {
    readonly ItemName: string
    readonly price: number
    readonly image_url: string | null
    /** The currency it was paid in, as a shop section (2 R-Coin, else R-Point), when the server says. */
    readonly section?: number | undefined
  }
  readonly quantity: number
  readonly PurDate: string
  /**
   * Where the items are now ("Waiting in item bank", "Collected", "Saved, waiting for the game server"), when the
   * server says: a server without a game link must not let a purchase look delivered.
   */
  readonly DeliveryState?: string | undefined
}

export interface PurchaseHistoryProps {
  /** The page's heading: the section's name. */
  readonly title?: string
  /**
   * This page of the player's purchases: loading, failed, or loaded (possibly none) with the number of pages.
   */
  readonly list: LoadState<HistoryPage<PurchaseRow>>
  /** The page of the history shown now, counting from 1. */
  readonly page: number
}

const purchaseColumnsOf = (
  t: Translate<PurchaseKey>,
  { amount }: Formats,
): ReadonlyArray<DataTableColumn<PurchaseRow>> => [
  {
    header: t("PurchaseHistory.item"),
    kind: "rowHeader",
    cell: (row) => (
      <span className={styles.item}>
        <ItemPicture
          src={row.shopitem.image_url}
          name={row.shopitem.ItemName}
          size="thumbnail"
          isDecorative
        />
        {row.shopitem.ItemName}
      </span>
    ),
  },
  { header: t("PurchaseHistory.quantity"), kind: "number", cell: (row) => row.quantity },
  { header: t("PurchaseHistory.purchaseDate"), cell: (row) => <ServerDate value={row.PurDate} /> },
  {
    header: t("PurchaseHistory.price"),
    kind: "number",
    // With its currency's icon and name, as the shop priced it; an older server's bare figure otherwise.
    cell: ({ shopitem }) =>
      shopitem.section === undefined ? (
        amount(shopitem.price)
      ) : (
        <CurrencyAmount amount={shopitem.price} section={shopitem.section} place="shop" isNameShown />
      ),
  },
]

const deliveryColumnOf = (t: Translate<PurchaseKey>): DataTableColumn<PurchaseRow> => ({
  header: t("PurchaseHistory.delivery"),
  cell: (row) => row.DeliveryState ?? "",
})

/** The delivery column shows only when the server tells where the items are. */
const columnsFor = (
  list: LoadState<HistoryPage<PurchaseRow>>,
  t: Translate<PurchaseKey>,
  formats: Formats,
) =>
  list.status === "loaded" && list.value.rows.some((row) => row.DeliveryState !== undefined)
    ? [...purchaseColumnsOf(t, formats), deliveryColumnOf(t)]
    : purchaseColumnsOf(t, formats)

/**
 * The player's past purchases from the item shop: item thumbnail and name, quantity, purchase date
 * and price, and where the items are when the server says, newest first, a page at a time.
 */
export const PurchaseHistory = ({ title: titleProp, list, page }: PurchaseHistoryProps) => {
  const t = useMessages(english)
  const formats = useFormats()
  const title = titleProp ?? t("PurchaseHistory.title")
  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <HistoryTable
        list={list}
        page={page}
        target="/shoppurchases?"
        label={title}
        // Rows carry no id, and a page's rows never reorder.
        rowKey={(row, index) => `${row.PurDate}-${index}`}
        columns={columnsFor(list, t, formats)}
      />
    </article>
  )
}
