import { useMessages } from "../../i18n/Messages.tsx"
import { Button } from "../Button/Button.tsx"
import { CurrencyAmount } from "../CurrencyAmount/CurrencyAmount.tsx"
import { DialogFrame } from "../DialogFrame/DialogFrame.tsx"
import { ItemPicture } from "../ItemPicture/ItemPicture.tsx"
import * as styles from "./ItemDetails.css.ts"
import english from "./ItemDetails.en.json"

/** What the details show of an item: its full name, picture, description and price. */
export interface ItemDetailsItem {
  readonly ItemName: string
  /** The picture's address, already resolved (an `icon` file name looked up where item pictures live). */
  readonly picture: string | null
  readonly description?: string | null | undefined
  readonly price: number
  readonly section: number
}

export interface ItemDetailsProps {
  /** The item shown. */
  readonly item: ItemDetailsItem
  /** Shows the details over the page. */
  readonly isOpen: boolean
  /** Called when the player closes the details (Close, Escape or a tap outside). */
  readonly onClose: () => void
  /** Called when the player presses Add to cart in the details. */
  readonly onAddToCart: () => void
  /** Called when the player presses Buy now in the details. */
  readonly onBuyNow: () => void
  /** While an action on this item is under way: its buttons show they are busy. */
  readonly isPending?: boolean
}

/**
 * A shop item's details in a dialog, for players who cannot hover (phones): the full name, the
 * 100×100 picture, the description and the price, with Add to cart and Buy now still at hand.
 */
export const ItemDetails = ({
  item,
  isOpen,
  onClose,
  onAddToCart,
  onBuyNow,
  isPending = false,
}: ItemDetailsProps) => {
  const t = useMessages(english)
  return (
    <DialogFrame
      title={item.ItemName}
      isOpen={isOpen}
      onClose={onClose}
      isDismissable
      closeLabel={t("ItemDetails.close")}
      actions={
        <>
          <Button tone="secondary" isDisabled={isPending} onPress={onAddToCart}>
            {t("ItemDetails.addToCart")}
          </Button>
          <Button tone="primary" isDisabled={isPending} onPress={onBuyNow}>
            {t("ItemDetails.buyNow")}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <ItemPicture src={item.picture} name={item.ItemName} size="tooltip" />
        <div className={styles.text}>
          {item.description ? <p className={styles.description}>{item.description}</p> : null}
          <p className={styles.price}>
            <CurrencyAmount amount={item.price} section={item.section} place="shop" isNameShown />
          </p>
        </div>
      </div>
    </DialogFrame>
  )
}
