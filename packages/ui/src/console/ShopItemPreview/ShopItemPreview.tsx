import { shopItemPicture } from "@gatehouse/domain"
import { useId } from "react"
import { ItemCard, isDisplayableItem } from "../../components/ItemCard/ItemCard.tsx"
import { ItemTooltip } from "../../components/ItemTooltip/ItemTooltip.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { PreviewItem } from "../ShopItemEditor/shopItemDraft.ts"
import * as styles from "./ShopItemPreview.css.ts"
import english from "./ShopItemPreview.en.json"

export interface ShopItemPreviewProps {
  /** The item as it would be sent to players, from the editor's unsaved fields. */
  readonly item: PreviewItem
}

/** Where the still tooltip sits inside its box: no flipping, however narrow the window. */
const stillPointer = { x: 0, y: 0 }
const roomEnough = { width: 100_000, height: 100_000 }

const ignore = () => {}

/**
 * The item as players will see it before it is saved: its card in the shop (premium items in the
 * premium strip with the 'hot' ribbon, the others with their own ribbon), and the tooltip that
 * hovering it shows. The card itself works as in the shop: hover for the tooltip, a tap for the
 * details; its buttons do nothing here.
 */
export const ShopItemPreview = ({ item }: ShopItemPreviewProps) => {
  const t = useMessages(english)
  const headingId = useId()
  const tooltipId = useId()
  const { itemPictures } = useSiteConfig()
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("ShopItemPreview.heading")}
      </h2>
      {isDisplayableItem(item) ? (
        <div className={styles.views}>
          <figure className={styles.view}>
            <figcaption className={styles.caption}>
              {item.premium ? t("ShopItemPreview.premiumCard") : t("ShopItemPreview.listCard")}
            </figcaption>
            <div className={styles.card}>
              <ItemCard
                item={item}
                variant={item.premium ? "hot" : "ribbon"}
                onAddToCart={ignore}
                onBuyNow={ignore}
              />
            </div>
          </figure>
          <figure className={styles.view}>
            <figcaption className={styles.caption}>{t("ShopItemPreview.tooltip")}</figcaption>
            <div className={styles.tooltipBox}>
              <ItemTooltip
                id={tooltipId}
                item={{ ...item, image_url: shopItemPicture(item, itemPictures) }}
                pointer={stillPointer}
                viewport={roomEnough}
              />
            </div>
          </figure>
        </div>
      ) : (
        <Notice tone="empty">{t("ShopItemPreview.notYet")}</Notice>
      )}
    </section>
  )
}
