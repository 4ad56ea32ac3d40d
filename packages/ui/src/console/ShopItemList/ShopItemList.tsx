import { shopAdminLimits, shopItemPicture } from "@gatehouse/domain"
import { useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { LinkButton } from "../../components/Button/LinkButton.tsx"
import { CurrencyAmount } from "../../components/CurrencyAmount/CurrencyAmount.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { ItemPicture } from "../../components/ItemPicture/ItemPicture.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleFilterBar } from "../ConsoleFilterBar/ConsoleFilterBar.tsx"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import type { ShopAdminItem } from "../ShopItemEditor/shopItemDraft.ts"
import * as styles from "./ShopItemList.css.ts"

/** Which items the list shows: every one, those on sale, or those off sale. */
export const shopSaleChoices = ["", "yes", "no"] as const
export type ShopSaleChoice = (typeof shopSaleChoices)[number]

export interface ShopItemFilters {
  /** A category's id as text; empty for every category. */
  readonly category: string
  readonly onSale: ShopSaleChoice
  readonly text: string
}

export const noShopItemFilters: ShopItemFilters = { category: "", onSale: "", text: "" }

export interface ShopItemListPage {
  readonly items: ReadonlyArray<ShopAdminItem>
  readonly pageCount: number
  readonly total: number
}

export interface ShopItemListProps {
  readonly list: LoadState<ShopItemListPage>
  readonly categories: ReadonlyArray<{
    readonly id: number
    readonly category_name: string
    /** A hidden category is named so, since its items stay out of the shop. */
    readonly hidden?: boolean
  }>
  /** The filters the list was read with. */
  readonly filters: ShopItemFilters
  /** Called with the filters chosen when the staff member presses Filter. */
  readonly onFilter: (filters: ShopItemFilters) => void
  readonly page: number
  /** The list's address with its filters, to which the pager adds `&page={n}`. */
  readonly pageTarget: string
  /** Where an item's editor is. */
  readonly editHref: (item: ShopAdminItem) => string
  /** Where a new item is made. */
  readonly newHref: string
  /** Puts an item on sale or takes it off. */
  readonly onSaleChange: (item: ShopAdminItem, onSale: boolean) => void
  /** The item whose change is under way. */
  readonly pendingItem?: number | null
}

const saleLabels: Readonly<Record<ShopSaleChoice, string>> = {
  "": "On sale or not",
  yes: "On sale",
  no: "Off sale",
}

const gameNumbers = (item: ShopAdminItem) => {
  const parts = [
    item.gameProductNum === null ? null : `ProductNum ${item.gameProductNum}`,
    item.gameItemMain === null && item.gameItemSub === null
      ? null
      : `Item ${item.gameItemMain ?? "?"}/${item.gameItemSub ?? "?"}`,
  ].filter((part) => part !== null)
  return parts.length === 0 ? "Not set" : parts.join(", ")
}

/**
 * Every shop item, on sale or not, filtered by category, sale and text (part of the name or a
 * product number), with its picture, price, sale state and game numbers; each opens its editor,
 * and can be taken off sale or put back from the list.
 */
export const ShopItemList = ({
  list,
  categories,
  filters,
  onFilter,
  page,
  pageTarget,
  editHref,
  newHref,
  onSaleChange,
  pendingItem = null,
}: ShopItemListProps) => {
  const [chosen, setChosen] = useState(filters)
  const { itemPictures } = useSiteConfig()
  const categoryName = (id: number) => categories.find((category) => category.id === id)?.category_name ?? "—"
  const columns: ReadonlyArray<DataTableColumn<ShopAdminItem>> = [
    {
      header: "Picture",
      kind: "compact",
      cell: (item) => (
        <ItemPicture
          src={shopItemPicture(item, itemPictures)}
          name={item.ItemName}
          size="thumbnail"
          isDecorative
        />
      ),
    },
    {
      header: "Item",
      kind: "rowHeader",
      cell: (item) => (
        <span className={styles.name}>
          {item.ItemName}
          <span className={styles.number}>No. {item.ProductNum}</span>
        </span>
      ),
    },
    { header: "Category", cell: (item) => categoryName(item.categoryId) },
    {
      header: "Price",
      kind: "number",
      cell: (item) => <CurrencyAmount amount={Number(item.price)} section={item.section} isNameShown />,
    },
    {
      header: "Sale",
      cell: (item) => (item.onSale ? "On sale" : <span className={styles.offSale}>Off sale</span>),
    },
    { header: "Game", cell: gameNumbers },
    {
      header: "Actions",
      cell: (item) => (
        <div className={styles.actions}>
          <TextLink href={editHref(item)}>
            Edit<span className={styles.visuallyHidden}>{` ${item.ItemName}`}</span>
          </TextLink>
          <Button
            tone="quiet"
            isDisabled={pendingItem === item.ProductNum}
            aria-label={`${item.onSale ? "Take off sale" : "Put on sale"}: ${item.ItemName}`}
            onPress={() => onSaleChange(item, !item.onSale)}
          >
            {item.onSale ? "Take off sale" : "Put on sale"}
          </Button>
        </div>
      ),
    },
  ]
  return (
    <section className={styles.root} aria-labelledby="shop-items-heading">
      <div className={styles.top}>
        <h2 id="shop-items-heading" className={styles.heading}>
          Items
        </h2>
        <LinkButton href={newHref} tone="primary">
          New item
        </LinkButton>
      </div>
      <ConsoleFilterBar label="Filter the items" onFilter={() => onFilter(chosen)}>
        <SelectField
          label="Category"
          name="category"
          value={chosen.category}
          onChange={(category) => setChosen({ ...chosen, category })}
          options={[
            { value: "", label: "Every category" },
            ...categories.map((category) => ({
              value: String(category.id),
              label: category.hidden === true ? `${category.category_name} (hidden)` : category.category_name,
            })),
          ]}
        />
        <SelectField
          label="Sale"
          name="onSale"
          value={chosen.onSale}
          onChange={(onSale) =>
            setChosen({ ...chosen, onSale: shopSaleChoices.find((choice) => choice === onSale) ?? "" })
          }
          options={shopSaleChoices.map((choice) => ({ value: choice, label: saleLabels[choice] }))}
        />
        <TextField
          label="Name or number"
          name="text"
          value={chosen.text}
          maxLength={shopAdminLimits.searchText}
          onChange={(text) => setChosen({ ...chosen, text })}
        />
      </ConsoleFilterBar>
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.items.length === 0}
        failed="The shop's items could not be read. Please try again."
        empty="No item matches."
      >
        {(found) => (
          <>
            <p className={styles.count} aria-live="polite">
              {found.total === 1 ? "1 item" : `${found.total} items`}
            </p>
            <DataTable
              rows={found.items}
              columns={columns}
              rowKey={(item) => item.ProductNum}
              label="Shop items"
            />
            <Pager current={page} last={found.pageCount} target={pageTarget} label="Item pages" />
          </>
        )}
      </ConsoleListState>
    </section>
  )
}
