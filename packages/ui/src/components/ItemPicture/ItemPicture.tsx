import { useState } from "react"
import { Icon } from "../../art/Icon/Icon.tsx"
import * as styles from "./ItemPicture.css.ts"

export const itemPictureSizes = ["card", "tooltip", "thumbnail"] as const
export type ItemPictureSize = (typeof itemPictureSizes)[number]

export interface ItemPictureProps {
  /** The item's picture. When there is none, or it cannot load, a default picture shows instead. */
  readonly src: string | null | undefined
  /** The item's name, read out by screen readers in place of the picture. */
  readonly name: string
  /**
   * Where the picture sits: "card" on a shop card (80 × 80), "tooltip" in an item's tooltip (100 × 100),
   * "thumbnail" in a list row.
   */
  readonly size: ItemPictureSize
  /**
   * Set when the item's name is already written beside the picture (a list row), so screen readers do not
   * read it twice.
   */
  readonly isDecorative?: boolean
}

/**
 * An item's picture at a fixed size, so nothing moves when it loads. Without a picture (or when it
 * fails to load) the default picture stands in: a drawn bag in the theme's colours.
 */
export const ItemPicture = ({ src, name, size, isDecorative = false }: ItemPictureProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const usable = src != null && src !== "" && src !== failedSrc
  return usable ? (
    <img
      className={styles.picture[size]}
      src={src}
      alt={isDecorative ? "" : name}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  ) : isDecorative ? (
    <span className={styles.fallback[size]} aria-hidden="true">
      <Icon name="shop" size="large" />
    </span>
  ) : (
    <span className={styles.fallback[size]} role="img" aria-label={name}>
      <Icon name="shop" size="large" />
    </span>
  )
}
