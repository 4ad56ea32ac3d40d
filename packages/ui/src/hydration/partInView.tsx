import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef, useState } from "react"
import { useHydrated } from "../hooks/useHydrated.ts"
import { useLanguage } from "../i18n/language.ts"

/**
 * How near the screen a part starts loading: half a screen ahead, so a visitor scrolling down finds
 * it ready, while a page's first screen never waits for it.
 */
const nearTheScreen = "0px 0px 50% 0px"

/**
 * A part far down every page (the footer), whose code a server-rendered page loads only when the
 * part comes near the screen: its HTML is on the page from the first paint, and the browser takes it
 * over (hydrates it) once its code has come, so a visitor who never scrolls that far never downloads
 * it (docs/adr/0012-home-route-weight.md). A page the browser renders itself loads it at once; so
 * does the server.
 *
 * A part still waiting for its code must never be given other values than the server's: React would
 * take the server's HTML over with words it does not hold. So it is rendered again only when its
 * props change by value (they must be plain data), and then, as when the page's language changes in
 * place, it is drawn anew from its code rather than taken over. The box around it carries
 * `data-part-in-view`, empty until the part is drawn.
 */
export const partInView = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> => {
  let comeNear = () => {}
  const near =
    typeof document === "undefined"
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          comeNear = resolve
        })
  const Part = lazy(() => near.then(load).then((component) => ({ default: component })))

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React's own lazy is
  const InView = (props: Props) => {
    const box = useRef<HTMLDivElement>(null)
    const isHydrated = useHydrated()
    // Decided by the first render only: the page is hydrated once, and this render is the one that
    // says whether the part came with the server's HTML.
    const [waitsForScreen] = useState(!isHydrated)
    useEffect(() => {
      const element = box.current
      if (!waitsForScreen || element === null || typeof IntersectionObserver === "undefined") {
        comeNear()
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) comeNear()
        },
        { rootMargin: nearTheScreen },
      )
      observer.observe(element)
      return () => observer.disconnect()
    }, [waitsForScreen])
    const language = useLanguage()
    const byValue = JSON.stringify(props)
    // biome-ignore lint/correctness/useExhaustiveDependencies: the props compared by value, as said above
    const part = useMemo(
      () => (
        <Suspense key={`${language} ${byValue}`} fallback={null}>
          <Part {...props} />
        </Suspense>
      ),
      [byValue, language],
    )
    return (
      <div ref={box} data-part-in-view="">
        {part}
      </div>
    )
  }
  return InView
}
