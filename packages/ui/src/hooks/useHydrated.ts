import { useSyncExternalStore } from "react"

const subscribeToNothing = () => () => {}

/**
 * False while a page rendered on the server is being hydrated (and on the server itself), true from
 * then on; true from the first render when the page is rendered in the browser alone. What depends on
 * the visitor's own clock or storage waits for it, so the browser's first render equals the server's.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
