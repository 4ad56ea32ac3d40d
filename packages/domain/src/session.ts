import { Option, Schema } from "effect"
import { asSessionBalances } from "./currency.ts"
import { User } from "./entities/account.ts"

/**
 * The session state machine (spec §4 Session, §6 Roles). Pure: the portal reads and writes browser
 * storage with the keys and values these functions give it.
 */

/** Spec §3: the browser session storage keys. */
export const ACCESS_TOKEN = "ACCESS_TOKEN"
export const USER_TYPE = "USER_TYPE"
export const USER_DATA = "USER_DATA"

export const sessionStorageKeys = [ACCESS_TOKEN, USER_TYPE, USER_DATA] as const
export type SessionStorageKey = (typeof sessionStorageKeys)[number]

/** Spec §9: user type 11 and above is staff. */
export const adminUserType = 11

/** Spec §9: a login status of 1 or lower is a normal player. */
export const normalUserStatusMax = 1

/** Spec §8: the fallback text when a failed answer carries neither an error nor a message. */
export const unexpectedErrorMessage = "An unexpected error occurred. Please try again."

export type Session =
  | { readonly _tag: "Guest" }
  | {
      readonly _tag: "Member"
      readonly token: string
      /**
       * The numeric level the login answer gave (its status): 0–1 players, 11 and above staff. This is
       * the spec's "context value": held in memory, and kept with the user data (USER_DATA) across
       * reloads, never read back from USER_TYPE, so the admin check can compare the two.
       */
      readonly userType: number
      readonly user: User
    }

export type MemberSession = Extract<Session, { _tag: "Member" }>

/** Logged out: no token, no user type, no user data. */
export const guestSession: Session = { _tag: "Guest" }

export const isLoggedIn = (session: Session): session is MemberSession => session._tag === "Member"

/** Spec §6: staff are user type 11 or higher. */
export const isAdmin = (userType: number): boolean => userType >= adminUserType

/**
 * Spec §6: "the admin check requires the context value to equal the stored value; anything else
 * counts as level 0". The level held in memory must match the one kept in storage (a string there),
 * so a user type edited in only one of the two places grants nothing.
 */
export const effectiveUserType = (
  contextValue: number | null | undefined,
  storedValue: string | null | undefined,
): number => {
  if (contextValue == null || storedValue == null || storedValue.trim() === "") return 0
  return Number(storedValue) === contextValue ? contextValue : 0
}

/** What POST /processlogin answers inside data.data (spec §7). */
export interface LoginAnswer {
  readonly status: number
  readonly user?: User | null
  readonly token?: string | null
  readonly message?: string | null
  readonly error?: string | null
}

export type LoginOutcome =
  | {
      readonly _tag: "LoggedIn"
      readonly session: MemberSession
      /** Shown once to staff (spec §1); null for players. */
      readonly greeting: string | null
    }
  | { readonly _tag: "Rejected"; readonly session: typeof guestSession; readonly error: string }

/** The welcome shown to staff at login. */
export const adminGreeting = (user: User): string => `Welcome, Admin ${user.UserID}!`

/**
 * Spec §4: status 1 or lower logs a player in; 11 or higher logs staff in with a greeting; any other
 * status (and an answer without a token or user, which cannot make a session) clears the session
 * and shows the server's error, else its message, else the generic text.
 */
export const loginOutcome = (answer: LoginAnswer): LoginOutcome => {
  const { status, user, token } = answer
  const accepted = status <= normalUserStatusMax || isAdmin(status)
  if (!accepted || user == null || token == null || token === "") {
    return { _tag: "Rejected", session: guestSession, error: failureText(answer) }
  }
  return {
    _tag: "LoggedIn",
    session: { _tag: "Member", token, userType: status, user },
    greeting: isAdmin(status) ? adminGreeting(user) : null,
  }
}

const failureText = (answer: Pick<LoginAnswer, "error" | "message">): string =>
  [answer.error, answer.message].find((text) => text != null && text.trim() !== "") ?? unexpectedErrorMessage

/** Spec §4: logout (and a 401 answer) clears the token, user type and user data. */
export const logout = (_session: Session): Session => guestSession

/**
 * Spec §7 POST /processCoupon, /buyitem, /buycartitem: a successful answer carries the new balances,
 * which replace the stored ones. A guest has no balances to update.
 */
export const withBalances = (session: Session, userPoints: number, userPoints2: number): Session =>
  isLoggedIn(session)
    ? {
        ...session,
        user: new User({ ...session.user, ...asSessionBalances({ coin: userPoints, point: userPoints2 }) }),
      }
    : session

const UserJson = Schema.fromJsonString(User)

/** The values to write under each storage key; null means the key is removed. */
export type StoredSession = Readonly<Record<SessionStorageKey, string | null>>

export const sessionToStorage = (session: Session): StoredSession =>
  isLoggedIn(session)
    ? {
        ACCESS_TOKEN: session.token,
        USER_TYPE: String(session.userType),
        USER_DATA: Schema.encodeSync(UserJson)(new User({ ...session.user, UserType: session.userType })),
      }
    : { ACCESS_TOKEN: null, USER_TYPE: null, USER_DATA: null }

/**
 * The session kept in storage, or a guest when any part is missing or unreadable: a half-written or
 * tampered session is treated as logged out rather than trusted. The level comes from the user data
 * the login answer gave; USER_TYPE only has to be a number here, and is compared with it by the
 * admin check ({@link effectiveUserType}).
 */
export const sessionFromStorage = (stored: Partial<StoredSession>): Session => {
  const token = stored.ACCESS_TOKEN
  const userType = Number(stored.USER_TYPE ?? Number.NaN)
  const user = Schema.decodeUnknownOption(UserJson)(stored.USER_DATA ?? "")
  if (token == null || token === "" || !Number.isInteger(userType) || Option.isNone(user)) return guestSession
  return { _tag: "Member", token, userType: user.value.UserType ?? 0, user: user.value }
}
