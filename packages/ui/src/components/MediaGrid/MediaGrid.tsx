import type { Key, ReactNode } from "react"
import * as styles from "./MediaGrid.css.ts"

export interface MediaGridProps<Item> {
  /** The entries to lay out, one tile each, in order. */
  readonly items: ReadonlyArray<Item>
  /** Tells the entries apart (their id), so a tile keeps its state when the list changes. */
  readonly itemKey: (item: Item) => Key
  /** Draws one entry's tile, usually a `MediaTile`. */
  readonly children: (item: Item, index: number) => ReactNode
}

/**
 * The grid the media pages (gallery, wallpapers, movies, social pages) lay their tiles in: one
 * column on a phone, more as the page widens. Read as a list by screen readers.
 */
export const MediaGrid = <Item,>({ items, itemKey, children }: MediaGridProps<Item>) => (
  <ul className={styles.grid}>
    {items.map((item, index) => (
      <li key={itemKey(item)}>{children(item, index)}</li>
    ))}
  </ul>
)
