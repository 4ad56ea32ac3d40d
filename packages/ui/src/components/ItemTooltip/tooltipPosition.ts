/** Spec §2: the tooltip keeps about 10–15 px from the cursor. */
export const tooltipCursorOffset = 12

export interface Point {
  readonly x: number
  readonly y: number
}

export interface Size {
  readonly width: number
  readonly height: number
}

/**
 * Where the item tooltip's top-left corner goes: below and to the right of the pointer, flipped to
 * the left when it would cross the window's right edge and above the pointer when it would cross the
 * bottom edge (spec §2), and never pushed past the left or top edge.
 */
export const tooltipPosition = (
  pointer: Point,
  tooltip: Size,
  viewport: Size,
  offset: number = tooltipCursorOffset,
): Point => {
  const fitsRight = pointer.x + offset + tooltip.width <= viewport.width
  const fitsBelow = pointer.y + offset + tooltip.height <= viewport.height
  const x = fitsRight ? pointer.x + offset : pointer.x - offset - tooltip.width
  const y = fitsBelow ? pointer.y + offset : pointer.y - offset - tooltip.height
  return { x: Math.max(0, x), y: Math.max(0, y) }
}
