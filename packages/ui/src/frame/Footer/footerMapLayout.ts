/**
 * Where the footer's image map draws its links, in the map's own units. The map is drawn twice, once
 * per layout, and the screen shows the one that fits: a single row of medallions on a road across the
 * classic frame, and a grid that fits a 390 px phone without sideways scroll. Each layout's width is
 * about the pixels it is shown at, so text and medallions keep their size; every link area is at least
 * 44 px tall on a 360 px phone.
 */
export interface FooterMapLayout {
  /** The map's width in its units. */
  readonly width: number
  /** Medallions per row. */
  readonly columns: number
  /** Height of a medallion's row (medallion, label and the link area around both). */
  readonly rowHeight: number
  /** Policy links per row. */
  readonly policyColumns: number
  /** Height of a row of policy links. */
  readonly policyRowHeight: number
  /** Whether the road runs behind the medallions (the classic single row). */
  readonly hasRoad: boolean
}

export const footerMapLayouts = {
  wide: { width: 1040, columns: 7, rowHeight: 104, policyColumns: 3, policyRowHeight: 52, hasRoad: true },
  narrow: { width: 332, columns: 3, rowHeight: 104, policyColumns: 2, policyRowHeight: 52, hasRoad: false },
} as const satisfies Record<string, FooterMapLayout>

export type FooterMapLayoutName = keyof typeof footerMapLayouts

/** A link's area on the map: its box, and the centre of what is drawn in it. */
export interface MapArea {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  readonly centerX: number
}

/**
 * The areas of `count` links laid out `columns` to a row from `top`, each `height` tall; a last row
 * that is not full is centred.
 */
export const gridAreas = (
  count: number,
  columns: number,
  width: number,
  height: number,
  top: number,
): ReadonlyArray<MapArea> => {
  const cellWidth = width / columns
  return Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / columns)
    const column = index % columns
    const inRow = Math.min(columns, count - row * columns)
    const x = ((columns - inRow) * cellWidth) / 2 + column * cellWidth
    return { x, y: top + row * height, width: cellWidth, height, centerX: x + cellWidth / 2 }
  })
}

/** How many rows `count` links take, `columns` to a row. */
export const rowsFor = (count: number, columns: number): number => Math.ceil(count / columns)
