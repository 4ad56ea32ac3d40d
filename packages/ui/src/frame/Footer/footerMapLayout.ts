/**
 * Where the footer's image map draws its links, in the map's own units. The map is drawn twice, once
 * per layout, and the screen shows the one that fits: the classic row of medallions on a road inside
 * a framed box with the policy links under it, drawn at the classic frame's own pixels (1068 wide at
 * 1280 px) so it looks as the footer always has; and a grid that fits a 390 px phone without sideways
 * scroll, whose every link area is at least 44 px tall even on a 360 px phone.
 */
export interface FooterMapLayout {
  /** The map's width in its units. */
  readonly width: number
  /** The framed box the map draws around its medallions (the classic frame's), or none. */
  readonly boxHeight: number | null
  /** The medallions' rows: where they start and how wide they run. */
  readonly linksLeft: number
  readonly linksTop: number
  readonly linksWidth: number
  /** Medallions per row, and the gap between two of them. */
  readonly columns: number
  readonly columnGap: number
  /** Height of a medallion's row: the medallion, its name and the link area around both. */
  readonly rowHeight: number
  /** Within a row: the medallion's centre and the name's baseline. */
  readonly medallionY: number
  readonly labelY: number
  /** The road the medallions sit on (the classic single row), or none. */
  readonly road: { readonly left: number; readonly right: number; readonly y: number } | null
  /** Gap between the medallions' rows (or the box) and the policy links. */
  readonly policiesGap: number
  /** Policy links per row, each this wide and this tall. */
  readonly policyColumns: number
  readonly policyWidth: number
  readonly policyRowHeight: number
  /** Room under the policy links. */
  readonly bottomPadding: number
}

export const footerMapLayouts = {
  wide: {
    width: 1068,
    boxHeight: 126,
    linksLeft: 13,
    linksTop: 17,
    linksWidth: 1042,
    // The spec's seven links and the Forum placeholder, in one row.
    columns: 8,
    columnGap: 4,
    rowHeight: 92,
    medallionY: 30,
    labelY: 81,
    road: { left: 33, right: 1035, y: 44 },
    policiesGap: 23,
    policyColumns: 3,
    policyWidth: 145,
    policyRowHeight: 24,
    bottomPadding: 1,
  },
  narrow: {
    width: 332,
    boxHeight: null,
    linksLeft: 0,
    linksTop: 0,
    linksWidth: 332,
    columns: 3,
    columnGap: 0,
    rowHeight: 104,
    medallionY: 32,
    labelY: 86,
    road: null,
    policiesGap: 0,
    policyColumns: 2,
    policyWidth: 166,
    policyRowHeight: 52,
    bottomPadding: 0,
  },
} as const satisfies Record<string, FooterMapLayout>

export type FooterMapLayoutName = keyof typeof footerMapLayouts

/** A link's area on the map: its box, and the centre line of what is drawn in it. */
export interface MapArea {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  readonly centerX: number
}

/** How many rows `count` links take, `columns` to a row. */
export const rowsFor = (count: number, columns: number): number => Math.ceil(count / columns)

/**
 * The areas of `count` links, `columns` to a row, each `cell.width` × `cell.height` with `cell.gap`
 * between two of a row, rows centred in the band from `band.left` that is `band.width` wide, starting
 * at `band.top`; a last row that is not full is centred.
 */
export const gridAreas = (
  count: number,
  columns: number,
  cell: { readonly width: number; readonly height: number; readonly gap: number },
  band: { readonly left: number; readonly top: number; readonly width: number },
): ReadonlyArray<MapArea> =>
  Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / columns)
    const inRow = Math.min(columns, count - row * columns)
    const rowWidth = inRow * cell.width + (inRow - 1) * cell.gap
    const x = band.left + (band.width - rowWidth) / 2 + (index % columns) * (cell.width + cell.gap)
    return {
      x,
      y: band.top + row * cell.height,
      width: cell.width,
      height: cell.height,
      centerX: x + cell.width / 2,
    }
  })

/** Every area of the map for `links` art links and `policies` policy links, and the map's height. */
export const footerMapAreas = (layout: FooterMapLayout, links: number, policies: number) => {
  const linkAreas = gridAreas(
    links,
    layout.columns,
    {
      width: (layout.linksWidth - (layout.columns - 1) * layout.columnGap) / layout.columns,
      height: layout.rowHeight,
      gap: layout.columnGap,
    },
    { left: layout.linksLeft, top: layout.linksTop, width: layout.linksWidth },
  )
  const linksBottom = layout.linksTop + rowsFor(links, layout.columns) * layout.rowHeight
  const policiesTop = Math.max(linksBottom, layout.boxHeight ?? 0) + layout.policiesGap
  const policyAreas = gridAreas(
    policies,
    layout.policyColumns,
    { width: layout.policyWidth, height: layout.policyRowHeight, gap: 0 },
    { left: 0, top: policiesTop, width: layout.width },
  )
  const height =
    policiesTop + rowsFor(policies, layout.policyColumns) * layout.policyRowHeight + layout.bottomPadding
  return { linkAreas, policyAreas, height }
}
