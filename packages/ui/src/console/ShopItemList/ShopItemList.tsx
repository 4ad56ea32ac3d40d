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
import { type Translate, useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleFilterBar } from "../ConsoleFilterBar/ConsoleFilterBar.tsx"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import type { ShopAdminItem } from "../ShopItemEditor/shopItemDraft.ts"
import * as styles from "./ShopItemList.css.ts"
import english from "./ShopItemList.en.json"

type T = Translate<keyof typeof english>

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

const saleLabels = (t: T): Readonly<Record<ShopSaleChoice, string>> => ({
  "": t("ShopItemList.saleAny"),
  yes: t("ShopItemList.onSale"),
  no: t("ShopItemList.offSale"),
})

const gameNumbers = (t: T) => (item: ShopAdminItem) => {
  const parts = [
    item.gameProductNum === null ? null : t("ShopItemList.productNum", { number: item.gameProductNum }),
    item.gameItemMain === null && item.gameItemSub === null
      ? null
      : t("ShopItemList.gameItem", { main: item.gameItemMain ?? "?", sub: item.gameItemSub ?? "?" }),
  ].filter((part) => part !== null)
  return parts.length === 0 ? t("ShopItemList.notSet") : parts.join(", ")
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
  const t = useMessages(english)
  const [chosen, setChosen] = useState(filters)
  const { itemPictures } = useSiteConfig()
  const categoryName = (id: number) => categories.find((category) => category.id === id)?.category_name ?? "—"
  const columns: ReadonlyArray<DataTableColumn<ShopAdminItem>> = [
    {
      header: t("ShopItemList.picture"),
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
      header: t("ShopItemList.item"),
      kind: "rowHeader",
      cell: (item) => (
        <span className={styles.name}>
          {item.ItemName}
          <span className={styles.number}>{t("ShopItemList.number", { number: item.ProductNum })}</span>
        </span>
      ),
    },
    { header: t("ShopItemList.category"), cell: (item) => categoryName(item.categoryId) },
    {
      header: t("ShopItemList.price"),
      kind: "number",
      cell: (item) => <CurrencyAmount amount={Number(item.price)} section={item.section} isNameShown />,
    },
    {
      header: t("ShopItemList.sale"),
      cell: (item) =>
        item.onSale ? (
          t("ShopItemList.onSale")
        ) : (
          <span className={styles.offSale}>{t("ShopItemList.offSale")}</span>
        ),
    },
    { header: t("ShopItemList.game"), cell: gameNumbers(t) },
    {
      header: t("ShopItemList.actions"),
      cell: (item) => (
        <div className={styles.actions}>
          <TextLink href={editHref(item)}>
            {t("ShopItemList.edit")}
            <span className={styles.visuallyHidden}>{` ${item.ItemName}`}</span>
          </TextLink>
          <Button
            tone="quiet"
            isDisabled={pendingItem === item.ProductNum}
            aria-label={t(item.onSale ? "ShopItemList.takeOffSaleOf" : "ShopItemList.putOnSaleOf", {
              name: item.ItemName,
            })}
            onPress={() => onSaleChange(item, !item.onSale)}
          >
            {item.onSale ? t("ShopItemList.takeOffSale") : t("ShopItemList.putOnSale")}
          </Button>
        </div>
      ),
    },
  ]
  return (
    <section className={styles.root} aria-labelledby="shop-items-heading">
      <div className={styles.top}>
        <h2 id="shop-items-heading" className={styles.heading}>
          {t("ShopItemList.heading")}
        </h2>
        <LinkButton href={newHref} tone="primary">
          {t("ShopItemList.newItem")}
        </LinkButton>
      </div>
      <ConsoleFilterBar label={t("ShopItemList.filter")} onFilter={() => onFilter(chosen)}>
        <SelectField
          label={t("ShopItemList.category")}
          name="category"
          value={chosen.category}
          onChange={(category) => setChosen({ ...chosen, category })}
          options={[
            { value: "", label: t("ShopItemList.everyCategory") },
            ...categories.map((category) => ({
              value: String(category.id),
              label:
                category.hidden === true
                  ? t("ShopItemList.hidden", { name: category.category_name })
                  : category.category_name,
            })),
          ]}
        />
        <SelectField
          label={t("ShopItemList.sale")}
          name="onSale"
          value={chosen.onSale}
          onChange={(onSale) =>
            setChosen({ ...chosen, onSale: shopSaleChoices.find((choice) => choice === onSale) ?? "" })
          }
          options={shopSaleChoices.map((choice) => ({ value: choice, label: saleLabels(t)[choice] }))}
        />
        <TextField
          label={t("ShopItemList.text")}
          name="text"
          value={chosen.text}
          maxLength={shopAdminLimits.searchText}
          onChange={(text) => setChosen({ ...chosen, text })}
        />
      </ConsoleFilterBar>
      <ConsoleListState
        list={list}
        isEmpty={(found) => found.items.length === 0}
        failed={t("ShopItemList.failed")}
        empty={t("ShopItemList.empty")}
      >
        {(found) => (
          <>
            <p className={styles.count} aria-live="polite">
              {t("ShopItemList.count", { count: found.total, shown: String(found.total) })}
            </p>
            <DataTable
              rows={found.items}
              columns={columns}
              rowKey={(item) => item.ProductNum}
              label={t("ShopItemList.tableLabel")}
            />
            <Pager
              current={page}
              last={found.pageCount}
              target={pageTarget}
              label={t("ShopItemList.pagerLabel")}
            />
          </>
        )}
      </ConsoleListState>
    </section>
  )
}
