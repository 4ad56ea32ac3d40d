/** Spec §9: the quick menu's motion takes 500 ms, the trip back to the top included. */
export const quickMenuMotionMs = 500

/** Ease-out: quick to leave, gentle to land, as the classic quick menu's glide. */
export const easeOut = (progress: number): number => 1 - (1 - progress) ** 3

/**
 * Where the page is scrolled `elapsedMs` into the trip from `startY` to the top: `startY` at 0 ms,
 * the top at {@link quickMenuMotionMs} and after.
 */
export const scrollYAt = (startY: number, elapsedMs: number): number =>
  Math.round(startY * (1 - easeOut(Math.min(1, Math.max(0, elapsedMs / quickMenuMotionMs)))))

/** What the visitor does that takes the scroll back from the trip: their own scrolling wins. */
const takeOverEvents = ["wheel", "touchstart", "keydown", "mousedown"] as const

/**
 * Scrolls the window back to the top over 500 ms, one frame at a time (the browser's own smooth
 * scroll picks its own duration), or at once with `instant` (reduced motion). The visitor scrolling
 * meanwhile stops the trip where it is.
 */
export const scrollToTop = (view: Window, instant: boolean): void => {
  const startY = view.scrollY
  if (instant || startY === 0) {
    view.scrollTo({ top: 0, behavior: "instant" })
    return
  }
  let frame = 0
  const stop = () => {
    view.cancelAnimationFrame(frame)
    for (const type of takeOverEvents) view.removeEventListener(type, stop)
  }
  for (const type of takeOverEvents) view.addEventListener(type, stop, { passive: true })
  const startedAt = view.performance.now()
  const step = (now: number) => {
    const elapsed = now - startedAt
    view.scrollTo({ top: scrollYAt(startY, elapsed), behavior: "instant" })
    if (elapsed < quickMenuMotionMs) frame = view.requestAnimationFrame(step)
    else stop()
  }
  frame = view.requestAnimationFrame(step)
}
