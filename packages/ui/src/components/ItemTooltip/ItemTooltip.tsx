import { useLayoutEffect, useRef, useState } from "react"
import { inlineVar } from "../../theme/inlineVar.ts"
import { CurrencyAmount } from "../CurrencyAmount/CurrencyAmount.tsx"
import { ItemPicture } from "../ItemPicture/ItemPicture.tsx"
import * as styles from "./ItemTooltip.css.ts"
import { type Point, type Size, tooltipPosition } from "./tooltipPosition.ts"

/** What the tooltip shows of an item: its picture, name, description and price. */
export interface TooltipItem {
  readonly ItemName: string
  readonly image_url: string | null | undefined
  readonly description?: string | null | undefined
  readonly price: number
  readonly section?: number | null | undefined
}

export interface ItemTooltipProps {
  /** Links the tooltip to its item card, so screen readers read the tooltip as the card's description. */
  readonly id: string
  /** The item described: its picture, name, price and description. */
  readonly item: TooltipItem
  /** Where the mouse pointer (or the focused card) is; the tooltip follows it. Empty hides the tooltip. */
  readonly pointer: Point | null
  /**
   * The size of the window, so the tooltip never runs off screen; the real window unless a story fixes it.
   */
  readonly viewport?: Size
}

/**
 * The box that appears over an item in the shop or the cart: a 100×100 picture, the full name, the
 * description and the price. It follows the pointer at a small offset and flips to the other side
 * near the window's edges. It is measured before it is shown, so it never flashes in the wrong place.
 */
export const ItemTooltip = ({ id, item, pointer, viewport }: ItemTooltipProps) => {
  const ref = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<Size | null>(null)

  const shown = pointer !== null
  useLayoutEffect(() => {
    const box = ref.current
    if (!shown || box === null) return
    const measure = () => {
      const { width, height } = box.getBoundingClientRect()
      setSize((known) => (known?.width === width && known.height === height ? known : { width, height }))
    }
    measure()
    // Its size can still change once shown (the picture or the styles arrive), which moves the flip.
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [shown])

  if (pointer === null) return null
  const window_ = viewport ?? { width: window.innerWidth, height: window.innerHeight }
  const at = size === null ? null : tooltipPosition(pointer, size, window_)
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className={at === null ? styles.measuring : styles.root}
      style={
        at === null
          ? undefined
          : { ...inlineVar(styles.left, `${at.x}px`), ...inlineVar(styles.top, `${at.y}px`) }
      }
      data-flipped-x={at !== null && at.x < pointer.x ? "" : undefined}
      data-flipped-y={at !== null && at.y < pointer.y ? "" : undefined}
    >
      <ItemPicture src={item.image_url} name={item.ItemName} size="tooltip" />
      <div className={styles.text}>
        <p className={styles.name}>{item.ItemName}</p>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        <CurrencyAmount amount={item.price} section={item.section} place="shop" />
      </div>
    </div>
  )
}
