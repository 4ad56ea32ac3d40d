import { shopItemPicture, truncateCardName } from "@gatehouse/domain"
import { lazy, Suspense, useState } from "react"
import { Button as AriaButton } from "react-aria-components"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { Button } from "../Button/Button.tsx"
import { CurrencyAmount } from "../CurrencyAmount/CurrencyAmount.tsx"
import { ItemPicture } from "../ItemPicture/ItemPicture.tsx"
import { ItemTooltip } from "../ItemTooltip/ItemTooltip.tsx"
import { useTooltipPointer } from "../ItemTooltip/useTooltipPointer.ts"
import * as styles from "./ItemCard.css.ts"
import english from "./ItemCard.en.json"

/**
 * The details dialog is react-aria's modal (focus kept inside, the page's scroll locked and hidden from
 * screen readers): half of what a card weighs, and needed only once a player taps a card. So it loads
 * then, and a page of cards does not carry it (packages/ui/README.md, "What each component costs").
 */
const ItemDetails = lazy(() =>
  import("../ItemDetails/ItemDetails.tsx").then((module) => ({ default: module.ItemDetails })),
)

/** The two looks of a card: `hot` always wears the fixed 'hot' ribbon, `ribbon` the item's own ribbon. */
export const itemCardVariants = ["hot", "ribbon"] as const
export type ItemCardVariant = (typeof itemCardVariants)[number]

/** A shop item as the server sends it; any of the fields shown may be missing. */
export interface ShopCardItem {
  readonly ProductNum: number
  readonly ItemName: string | null
  readonly image_url: string | null
  readonly icon?: string | null | undefined
  readonly price: number | null
  readonly section: number | null
  readonly description?: string | null | undefined
  readonly ribbon?: string | null | undefined
}

/** An item with everything a card needs to show it. */
export type DisplayableItem = ShopCardItem & {
  readonly ItemName: string
  readonly price: number
  readonly section: number
}

/** Whether an item gets a card: only when its name, price and currency section are all there. */
export const isDisplayableItem = (item: ShopCardItem): item is DisplayableItem =>
  item.ItemName != null && item.ItemName !== "" && item.price != null && item.section != null

export interface ItemCardProps {
  /** The shop item shown: its picture, name, price and ribbon. */
  readonly item: ShopCardItem
  /**
   * The card's corner ribbon: "hot" always shows a 'hot' ribbon, "ribbon" shows the item's own ribbon
   * picture, if it has one.
   */
  readonly variant: ItemCardVariant
  /** Called when the player presses the cart button. */
  readonly onAddToCart: (item: DisplayableItem) => void
  /** Called when the player presses Buy Now. */
  readonly onBuyNow: (item: DisplayableItem) => void
  /** While an action on this item is under way: its buttons show they are busy and cannot be pressed. */
  readonly isPending?: boolean
}

/**
 * An item for sale in the shop: ribbon, 80×80 picture (the item's `icon` looked up where the site's
 * item pictures live when it has no `image_url`, the default picture when it has neither), the name
 * cut to 10 characters, the price with its currency icon, Add to Cart and Buy Now. Hovering or
 * focusing it shows the item tooltip with the full name and description; a tap (or click) anywhere
 * else on the card opens the same details in a dialog, for phones, which cannot hover.
 */
export const ItemCard = ({ item, variant, onAddToCart, onBuyNow, isPending = false }: ItemCardProps) => {
  const { tooltipId, pointer, handlers } = useTooltipPointer()
  const [isShowingDetails, setShowingDetails] = useState(false)
  // Once opened, the dialog stays mounted, so it closes as it always did (its exit included).
  const [hasShownDetails, setHasShownDetails] = useState(false)
  const { itemPictures } = useSiteConfig()
  const t = useMessages(english)
  if (!isDisplayableItem(item)) return null
  const picture = shopItemPicture(item, itemPictures)
  return (
    <article className={styles.root} aria-label={item.ItemName} aria-describedby={tooltipId} {...handlers}>
      {/* Stretched over the whole card (below its buttons), so a tap anywhere on it opens the details. */}
      <AriaButton
        className={styles.details}
        aria-label={t("ItemCard.details", { name: item.ItemName })}
        onPress={() => {
          setHasShownDetails(true)
          setShowingDetails(true)
        }}
      />
      {variant === "hot" ? (
        <span className={styles.hotRibbon}>{t("ItemCard.hot")}</span>
      ) : item.ribbon ? (
        <img className={styles.ribbonImage} src={item.ribbon} alt="" aria-hidden="true" />
      ) : null}
      <ItemPicture src={picture} name={item.ItemName} size="card" />
      <h3 className={styles.name}>{truncateCardName(item.ItemName)}</h3>
      <CurrencyAmount amount={item.price} section={item.section} place="shop" />
      <div className={styles.actions}>
        {/* The spoken names start with the visible text and add which item, as a grid of cards needs. */}
        <Button
          tone="secondary"
          isDisabled={isPending}
          onPress={() => onAddToCart(item)}
          aria-label={t("ItemCard.addToCartNamed", { name: item.ItemName })}
        >
          {t("ItemCard.addToCart")}
        </Button>
        <Button
          tone="primary"
          isDisabled={isPending}
          onPress={() => onBuyNow(item)}
          aria-label={t("ItemCard.buyNowNamed", { name: item.ItemName })}
        >
          {t("ItemCard.buyNow")}
        </Button>
      </div>
      <ItemTooltip id={tooltipId} item={{ ...item, image_url: picture }} pointer={pointer} />
      {hasShownDetails ? (
        <Suspense fallback={null}>
          <ItemDetails
            item={{ ...item, picture }}
            isOpen={isShowingDetails}
            isPending={isPending}
            onClose={() => setShowingDetails(false)}
            onAddToCart={() => {
              setShowingDetails(false)
              onAddToCart(item)
            }}
            onBuyNow={() => {
              setShowingDetails(false)
              onBuyNow(item)
            }}
          />
        </Suspense>
      ) : null}
    </article>
  )
}
