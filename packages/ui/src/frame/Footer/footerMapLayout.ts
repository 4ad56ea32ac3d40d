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
  /** Medallions per row. */
  readonly columns: number
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
}

export const footerMapLayouts = {
  wide: {
    width: 1068,
    boxHeight: 124,
    linksLeft: 13,
    linksTop: 17,
    linksWidth: 1042,
    columns: 7,
    rowHeight: 92,
    medallionY: 30,
    labelY: 80,
    road: { left: 33, right: 1035, y: 44 },
    policiesGap: 24,
    policyColumns: 3,
    policyWidth: 145,
    policyRowHeight: 24,
  },
  narrow: {
    width: 332,
    boxHeight: null,
    linksLeft: 0,
    linksTop: 0,
    linksWidth: 332,
    columns: 3,
    rowHeight: 104,
    medallionY: 32,
    labelY: 86,
    road: null,
    policiesGap: 0,
    policyColumns: 2,
    policyWidth: 166,
    policyRowHeight: 52,
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
 * The areas of `count` links, `columns` to a row, each `cellWidth` × `height`, rows centred in the
 * band from `left` that is `bandWidth` wide, starting at `top`; a last row that is not full is centred.
 */
export const gridAreas = (
  count: number,
  columns: number,
  cell: { readonly width: number; readonly height: number },
  band: { readonly left: number; readonly top: number; readonly width: number },
): ReadonlyArray<MapArea> =>
  Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / columns)
    const inRow = Math.min(columns, count - row * columns)
    const x = band.left + (band.width - inRow * cell.width) / 2 + (index % columns) * cell.width
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
    { width: layout.linksWidth / layout.columns, height: layout.rowHeight },
    { left: layout.linksLeft, top: layout.linksTop, width: layout.linksWidth },
  )
  const linksBottom = layout.linksTop + rowsFor(links, layout.columns) * layout.rowHeight
  const policiesTop = Math.max(linksBottom, layout.boxHeight ?? 0) + layout.policiesGap
  const policyAreas = gridAreas(
    policies,
    layout.policyColumns,
    { width: layout.policyWidth, height: layout.policyRowHeight },
    { left: 0, top: policiesTop, width: layout.width },
  )
  const height = policiesTop + rowsFor(policies, layout.policyColumns) * layout.policyRowHeight
  return { linkAreas, policyAreas, height }
}
