import {
  guestSession,
  type Session,
  type SessionStorageKey,
  sessionFromStorage,
  sessionStorageKeys,
  sessionToStorage,
  USER_TYPE,
} from "@gatehouse/domain"

export interface SessionStore {
  /** The current session; the same object until the storage changes, as `useSyncExternalStore` needs. */
  readonly getSnapshot: () => Session
  readonly subscribe: (listener: () => void) => () => void
  /** Stores a session (a guest session removes the keys) and tells every subscriber. */
  readonly set: (session: Session) => void
  /** Logout and 401: the token, user type and user data are removed. */
  readonly clear: () => void
  /** The user type as stored now (spec §6 compares it with the session's before granting staff pages). */
  readonly storedUserType: () => string | null
}

const readSession = (storage: Storage): Session =>
  sessionFromStorage(
    Object.fromEntries(sessionStorageKeys.map((key) => [key, storage.getItem(key)])) as Record<
      SessionStorageKey,
      string | null
    >,
  )

const isSessionKey = (key: string | null): boolean =>
  key === null || (sessionStorageKeys as ReadonlyArray<string>).includes(key)

/**
 * The session kept in browser storage under ACCESS_TOKEN, USER_TYPE and USER_DATA, readable by React
 * through `useSyncExternalStore`. The domain decides what is written and what counts as a session;
 * this only moves it in and out of storage. Another tab logging in or out fires `storage` events, so
 * every open tab follows along.
 */
export const makeSessionStore = (
  storage: Storage,
  events?: Pick<Window, "addEventListener">,
): SessionStore => {
  const listeners = new Set<() => void>()
  let snapshot = readSession(storage)

  const publish = (session: Session) => {
    snapshot = session
    for (const listener of listeners) listener()
  }
  const refresh = () => publish(readSession(storage))

  events?.addEventListener("storage", (event) => {
    if (isSessionKey(event.key)) refresh()
  })

  // The session this tab was given stays in memory as given (spec §6's context value): storage edited
  // afterwards, in this tab or by hand, does not change the level it holds.
  const set = (session: Session) => {
    for (const [key, value] of Object.entries(sessionToStorage(session))) {
      if (value === null) storage.removeItem(key)
      else storage.setItem(key, value)
    }
    publish(session)
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set,
    clear: () => set(guestSession),
    storedUserType: () => storage.getItem(USER_TYPE),
  }
}
