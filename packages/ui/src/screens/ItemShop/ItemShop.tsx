import { useState } from "react"
import { CategoryTabs, type ShopCategoryTab } from "../../components/CategoryTabs/CategoryTabs.tsx"
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx"
import { CurrencyLegend } from "../../components/CurrencyLegend/CurrencyLegend.tsx"
import {
  type DisplayableItem,
  ItemCard,
  type ItemCardVariant,
  isDisplayableItem,
  type ShopCardItem,
} from "../../components/ItemCard/ItemCard.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { Pager } from "../../components/Pager/Pager.tsx"
import { PurchaseSummary } from "../../components/PurchaseSummary/PurchaseSummary.tsx"
import type { Balances } from "../../components/PurchaseSummary/purchaseTotals.ts"
import { HydrationPart } from "../../hydration/HydrationPart.tsx"
import { englishOf } from "../../i18n/englishOf.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./ItemShop.css.ts"
import english from "./ItemShop.en.json"
import { PremiumStrip } from "./PremiumStrip.tsx"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** What Buy Now asks before it buys. */
export const buyConfirmText = inEnglish("ItemShop.buyConfirm")

/** What the player is told when the shop's lists cannot be loaded. */
export const shopFailureTexts = {
  categories: inEnglish("ItemShop.failedCategories"),
  items: inEnglish("ItemShop.failedItems"),
} as const

export interface ShopItemOnPage extends ShopCardItem {
  readonly premium?: boolean | undefined
}

/** A page of the shop: its items and the number of pages. */
export interface ItemShopPage {
  readonly items: ReadonlyArray<ShopItemOnPage>
  readonly lastPage: number
}

export interface ItemShopProps {
  /** The page's heading: the section's name. */
  readonly title?: string
  /** The shop's categories ("All" comes first); an empty list while they load or when they failed to load. */
  readonly categories: ReadonlyArray<ShopCategoryTab>
  /** The category shown now; 0 is "All". */
  readonly category: number
  /** The page of items shown now, counting from 1. */
  readonly page: number
  /** The items on this page: loading, failed or loaded (possibly none). */
  readonly items: LoadState<ItemShopPage>
  /** Whether the visitor is logged in; a guest who presses a buy button is sent to log in. */
  readonly isLoggedIn: boolean
  /** The logged-in player's balances, so Buy now's question shows what is left after paying. */
  readonly balances?: Balances | undefined
  /** Called when a guest presses add to cart or Buy Now, to send them to the login page. */
  readonly onLoginRequired: () => void
  /** Called with the item a logged-in player adds to their cart. */
  readonly onAddToCart: (item: DisplayableItem) => void
  /** Called with the item once the player has confirmed buying it now. */
  readonly onBuyNow: (item: DisplayableItem) => void
  /** The item being bought or added to the cart right now: its buttons show they are busy. */
  readonly pendingProduct?: number | null
}

/**
 * The item shop: category tabs, the premium strip (cards with the fixed 'hot' ribbon, scrolling
 * sideways with a visible cue where they do not fit), the item list (cards with the item's own
 * ribbon) and the page links, with the currencies' legend above the cards. Items without a name,
 * price or currency are left out. Buy now asks
 * first, showing the item, its price and the balance after.
 */
export const ItemShop = ({
  title,
  categories,
  category,
  page,
  items,
  isLoggedIn,
  balances,
  onLoginRequired,
  onAddToCart,
  onBuyNow,
  pendingProduct = null,
}: ItemShopProps) => {
  const [confirming, setConfirming] = useState<DisplayableItem | null>(null)
  const t = useMessages(english)
  const guarded =
    <T,>(action: (item: T) => void) =>
    (item: T) =>
      isLoggedIn ? action(item) : onLoginRequired()
  const cardProps = (item: ShopItemOnPage, variant: ItemCardVariant) => ({
    item,
    variant,
    onAddToCart: guarded(onAddToCart),
    onBuyNow: guarded(setConfirming),
    isPending: pendingProduct === item.ProductNum,
  })
  const shown = items.status === "loaded" ? items.value.items.filter(isDisplayableItem) : []
  const premium = shown.filter((item) => (item as ShopItemOnPage).premium === true)
  const regular = shown.filter((item) => (item as ShopItemOnPage).premium !== true)

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title ?? t("ItemShop.title")}</h1>
      <CategoryTabs categories={categories} selected={category} target="/itemshop" />
      {items.status === "loading" && (
        <Notice tone="empty" announce="status">
          {t("ItemShop.loading")}
        </Notice>
      )}
      {items.status === "failed" && <Notice tone="danger">{t("ItemShop.failedItems")}</Notice>}
      {items.status === "loaded" && shown.length === 0 && (
        <Notice tone="empty">{t("ItemShop.noData")}</Notice>
      )}
      {/* The cards show a price by its currency's icon alone: which is which, once, above them. */}
      {shown.length > 0 && <CurrencyLegend place="shop" />}
      {premium.length > 0 && (
        <section aria-labelledby="premium-items" className={styles.section}>
          <h2 id="premium-items" className={styles.sectionHeading}>
            {t("ItemShop.premiumItems")}
          </h2>
          <PremiumStrip label={t("ItemShop.premiumLabel")}>
            {premium.map((item) => (
              <HydrationPart key={item.ProductNum}>
                <ItemCard {...cardProps(item, "hot")} />
              </HydrationPart>
            ))}
          </PremiumStrip>
        </section>
      )}
      {regular.length > 0 && (
        <section aria-labelledby="shop-items" className={styles.section}>
          <h2 id="shop-items" className={styles.sectionHeading}>
            {t("ItemShop.items")}
          </h2>
          <div className={styles.grid}>
            {regular.map((item) => (
              <HydrationPart key={item.ProductNum}>
                <ItemCard {...cardProps(item, "ribbon")} />
              </HydrationPart>
            ))}
          </div>
        </section>
      )}
      {items.status === "loaded" && (
        <Pager
          current={page}
          last={items.value.lastPage}
          target={`/itemshop?category=${category}`}
          label={t("ItemShop.itemPages")}
        />
      )}
      <ConfirmDialog
        title={t("ItemShop.buyNow")}
        message={t("ItemShop.buyConfirm")}
        confirmLabel={t("ItemShop.buy")}
        isOpen={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming !== null) onBuyNow(confirming)
          setConfirming(null)
        }}
      >
        {confirming !== null && (
          <PurchaseSummary
            lines={[
              {
                name: confirming.ItemName,
                quantity: 1,
                price: confirming.price,
                section: confirming.section,
              },
            ]}
            balances={balances}
          />
        )}
      </ConfirmDialog>
    </article>
  )
}
