import { type FocusEvent, type PointerEvent, useCallback, useId, useMemo, useState } from "react"
import type { Point } from "./tooltipPosition.ts"

/**
 * The tooltip's anchor for one card or cart row: the pointer while it moves over the element, or the
 * element's lower-left corner while the keyboard focus is inside it, so keyboard users see the same
 * details. Leaving (or the focus moving out) hides it; Escape hides it too.
 */
export const useTooltipPointer = () => {
  const tooltipId = useId()
  const [pointer, setPointer] = useState<Point | null>(null)

  const hide = useCallback(() => setPointer(null), [])
  const handlers = useMemo(
    () => ({
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== "touch") setPointer({ x: event.clientX, y: event.clientY })
      },
      onPointerLeave: hide,
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.matches(":has(:focus-visible), :focus-visible")) return
        const rect = event.currentTarget.getBoundingClientRect()
        setPointer({ x: rect.left, y: rect.bottom })
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide()
      },
      onKeyDown: (event: { key: string }) => {
        if (event.key === "Escape") hide()
      },
    }),
    [hide],
  )
  return { tooltipId, pointer, handlers }
}
