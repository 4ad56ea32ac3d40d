import { useEffect, useState } from "react"
import { Icon } from "../../art/Icon/Icon.tsx"
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion.ts"
import { inlineVar } from "../../theme/inlineVar.ts"
import * as styles from "./QuickMenu.css.ts"

/** The window's scroll position, followed as the visitor scrolls. */
const useScrollY = (): number => {
  const [scrollY, setScrollY] = useState(0)
  useEffect(() => {
    const update = () => setScrollY(window.scrollY)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [])
  return scrollY
}

/**
 * The quick menu button that floats beside the page: it follows the scroll (in 500 ms, 20% from the
 * top of the window) and takes the visitor back to the top of the page.
 */
export const QuickMenu = () => {
  const scrollY = useScrollY()
  const reduceMotion = usePrefersReducedMotion()
  return (
    <nav
      aria-label="Quick menu"
      className={styles.root}
      data-scrolled={scrollY > 0 || undefined}
      style={inlineVar(styles.scrollOffset, `${scrollY}px`)}
    >
      <button
        type="button"
        className={styles.topButton}
        aria-label="Back to top"
        onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" })}
      >
        <Icon name="arrowUp" />
        <span className={styles.label}>Top</span>
      </button>
    </nav>
  )
}
