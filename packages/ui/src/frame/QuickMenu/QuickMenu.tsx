import { useEffect, useState } from "react"
import { Icon } from "../../art/Icon/Icon.tsx"
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion.ts"
import { useMessages } from "../../i18n/Messages.tsx"
import { inlineVar } from "../../theme/inlineVar.ts"
import * as styles from "./QuickMenu.css.ts"
import english from "./QuickMenu.en.json"
import { scrollToTop } from "./scrollToTop.ts"

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
 * Spec §2's quick menu: it follows the scroll, gliding over 500 ms to its place 20% from the top of
 * the window, and its Top button takes the page back to the top over the same 500 ms, the menu
 * moving with it to 20% from the top. With reduced motion both happen at once.
 */
export const QuickMenu = () => {
  const scrollY = useScrollY()
  const reduceMotion = usePrefersReducedMotion()
  const t = useMessages(english)
  return (
    <nav
      aria-label={t("QuickMenu.quickMenu")}
      className={styles.root}
      style={inlineVar(styles.scrollOffset, `${scrollY}px`)}
    >
      <button
        type="button"
        className={styles.topButton}
        aria-label={t("QuickMenu.backToTop")}
        onClick={() => scrollToTop(window, reduceMotion)}
      >
        <Icon name="arrowUp" />
        <span className={styles.label}>{t("QuickMenu.top")}</span>
      </button>
    </nav>
  )
}
