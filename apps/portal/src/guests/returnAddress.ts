/**
 * Where a guest was when the portal sent them to log in, so the login page brings them back there
 * rather than home. Kept for the tab only (session storage): another tab, or tomorrow, starts afresh.
 */
const storageKey = "gatehouse.returnAfterLogin"

/** The browser's tab storage; none while rendering on the server, or where the browser refuses it. */
const tabStorage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

/** Only the portal's own pages, never the login page itself nor another site (`//elsewhere`). */
const isOwnPage = (address: string) =>
  address.startsWith("/") && !address.startsWith("//") && !/^\/login(?:[?#]|$)/.test(address)

/** Remembers the page a guest leaves for the login page. */
export const rememberReturnAddress = (address: string): void => {
  if (isOwnPage(address)) tabStorage()?.setItem(storageKey, address)
}

/** The page to go back to after logging in, once: it is forgotten as it is read. */
export const takeReturnAddress = (): string | undefined => {
  const storage = tabStorage()
  const address = storage?.getItem(storageKey) ?? undefined
  storage?.removeItem(storageKey)
  return address !== undefined && isOwnPage(address) ? address : undefined
}
