import { type ToastMessage, useMessages } from "@gatehouse/ui"
import { useCallback, useRef, useState } from "react"
import english from "./useAddedToCart.en.json"

/** Where the toast's link leads: the player's cart (spec §2 Shopping cart). */
export const cartHref = "/shoppingcart"

/**
 * The shop's confirmation of an item added to the cart: the item's name and the server's message,
 * with the way to the cart. Each addition is a new message, so adding the same item twice is told
 * (and announced) twice.
 */
export const useAddedToCart = () => {
  const [message, setMessage] = useState<ToastMessage | null>(null)
  const count = useRef(0)
  const t = useMessages(english)
  const viewCart = t("useAddedToCart.viewCart")
  const tell = useCallback(
    (itemName: string, serverMessage: string) => {
      count.current += 1
      setMessage({
        id: count.current,
        text: (
          <>
            <strong>{itemName}</strong>: {serverMessage}
          </>
        ),
        link: { label: viewCart, href: cartHref },
      })
    },
    [viewCart],
  )
  const close = useCallback(() => setMessage(null), [])
  return { message, tell, close }
}
