import { User } from "@gatehouse/domain"
import { Option, Schema } from "effect"

/** The browser storage keys of spec §3 Session, spelled as the product has always stored them. */
export const sessionKeys = {
  token: "ACCESS_TOKEN",
  userType: "USER_TYPE",
  userData: "USER_DATA",
} as const

/** What a logged-in browser keeps between visits. */
export interface StoredSession {
  readonly token: string
  readonly userType: number
  readonly user: User
}

export interface SessionStore {
  /** The current session, or null when logged out; the same object until the storage changes. */
  readonly getSnapshot: () => StoredSession | null
  readonly subscribe: (listener: () => void) => () => void
  readonly save: (session: StoredSession) => void
  /** Replaces the stored user (new balances after a purchase, edited details) and keeps the token. */
  readonly updateUser: (user: User) => void
  readonly clear: () => void
}

const decodeUser = Schema.decodeUnknownOption(User)

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Reads the three keys back. Anything half-written or hand-edited counts as logged out rather than
 * crashing the page: the player simply logs in again.
 */
const readSession = (storage: Storage): StoredSession | null => {
  const token = storage.getItem(sessionKeys.token)
  const userData = storage.getItem(sessionKeys.userData)
  if (!token || userData === null) return null
  const user = decodeUser(parseJson(userData))
  if (Option.isNone(user)) return null
  const userType = Number(storage.getItem(sessionKeys.userType) ?? 0)
  return { token, userType: Number.isFinite(userType) ? userType : 0, user: user.value }
}

/**
 * The session kept in browser storage, readable by React through `useSyncExternalStore`.
 * Another tab logging in or out fires `storage` events, so every open tab follows along.
 */
export const makeSessionStore = (
  storage: Storage,
  events?: Pick<Window, "addEventListener">,
): SessionStore => {
  const listeners = new Set<() => void>()
  let snapshot = readSession(storage)

  const refresh = () => {
    snapshot = readSession(storage)
    for (const listener of listeners) listener()
  }

  events?.addEventListener("storage", (event) => {
    const keys: ReadonlyArray<string | null> = Object.values(sessionKeys)
    if (event.key === null || keys.includes(event.key)) refresh()
  })

  const writeUser = (user: User) => storage.setItem(sessionKeys.userData, JSON.stringify(user))

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    save: ({ token, userType, user }) => {
      storage.setItem(sessionKeys.token, token)
      storage.setItem(sessionKeys.userType, String(userType))
      writeUser(user)
      refresh()
    },
    updateUser: (user) => {
      if (snapshot === null) return
      writeUser(user)
      refresh()
    },
    clear: () => {
      for (const key of Object.values(sessionKeys)) storage.removeItem(key)
      refresh()
    },
  }
}
