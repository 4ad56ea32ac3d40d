import { type ReactNode, useCallback, useEffect, useRef, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./PremiumStrip.css.ts"
import english from "./PremiumStrip.en.json"

interface ScrollState {
  readonly canGoBack: boolean
  readonly canGoForward: boolean
}

const fits: ScrollState = { canGoBack: false, canGoForward: false }

/** Whether the row holds more cards either side of what shows (a pixel of rounding aside). */
const scrollStateOf = (row: HTMLElement): ScrollState => ({
  canGoBack: row.scrollLeft > 1,
  canGoForward: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
})

export interface PremiumStripProps {
  /** What the strip and its buttons are named after: "Premium items". */
  readonly label: string
  /** The cards. */
  readonly children: ReactNode
}

/**
 * A row of cards that scrolls sideways when it does not fit (on a phone), and shows that it does:
 * the next card shows in part, the edge it continues past fades, and two labelled buttons scroll it
 * by most of its width. When every card fits, there are no buttons and no fade.
 */
export const PremiumStrip = ({ label, children }: PremiumStripProps) => {
  const rowRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<ScrollState>(fits)
  const t = useMessages(english)

  const measure = useCallback(() => {
    const row = rowRef.current
    if (row === null) return
    const next = scrollStateOf(row)
    setState((known) =>
      known.canGoBack === next.canGoBack && known.canGoForward === next.canGoForward ? known : next,
    )
  }, [])

  useEffect(() => {
    const row = rowRef.current
    if (row === null) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(row)
    return () => observer.disconnect()
  }, [measure])

  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current
    if (row === null) return
    row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: "smooth" })
  }

  const scrolls = state.canGoBack || state.canGoForward
  return (
    <div className={styles.root}>
      <div
        ref={rowRef}
        className={styles.row}
        onScroll={measure}
        data-more-before={state.canGoBack ? "" : undefined}
        data-more-after={state.canGoForward ? "" : undefined}
      >
        {children}
      </div>
      {scrolls && (
        <div className={styles.controls}>
          <Button
            tone="quiet"
            isDisabled={!state.canGoBack}
            onPress={() => scrollBy(-1)}
            aria-label={t("PremiumStrip.previousLabel", { label })}
          >
            <span aria-hidden="true">‹</span> {t("PremiumStrip.previous")}
          </Button>
          <Button
            tone="quiet"
            isDisabled={!state.canGoForward}
            onPress={() => scrollBy(1)}
            aria-label={t("PremiumStrip.moreLabel", { label })}
          >
            {t("PremiumStrip.more")} <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
    </div>
  )
}
