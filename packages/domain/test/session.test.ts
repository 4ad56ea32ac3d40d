import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  ACCESS_TOKEN,
  delays,
  effectiveUserType,
  guestSession,
  isAdmin,
  isLoggedIn,
  loginOutcome,
  logout,
  type Session,
  sessionFromStorage,
  sessionToStorage,
  USER_DATA,
  USER_TYPE,
  User,
  withBalances,
} from "../src/index.ts"

const user = new User({
  UserNum: 7,
  UserID: "hero",
  UserEmail: "hero@example.com",
  UserPoint: 150.5,
  UserPoint2: 20,
})

describe("login", () => {
  it("logs a player in for status 1 or lower, without a greeting", () => {
    for (const status of [0, 1]) {
      const outcome = loginOutcome({ status, user, token: "t0k3n", message: "Login successful" })
      expect(outcome).toEqual({
        _tag: "LoggedIn",
        session: { _tag: "Member", token: "t0k3n", userType: status, user },
        greeting: null,
      })
    }
  })

  it("logs staff in for status 11 or higher and greets them", () => {
    const outcome = loginOutcome({ status: 11, user, token: "t0k3n" })
    expect(outcome._tag).toBe("LoggedIn")
    if (outcome._tag === "LoggedIn") {
      expect(outcome.greeting).toBe("Welcome, Admin hero!")
      expect(isAdmin(outcome.session.userType)).toBe(true)
    }
  })

  it("clears the session and shows the server's error for any other status", () => {
    expect(loginOutcome({ status: 5, user, token: "t", message: "Account is blocked" })).toEqual({
      _tag: "Rejected",
      session: guestSession,
      error: "Account is blocked",
    })
    expect(loginOutcome({ status: 2, error: "Wrong password", message: "ignored" })).toMatchObject({
      error: "Wrong password",
    })
    expect(loginOutcome({ status: 10 })).toMatchObject({
      _tag: "Rejected",
      error: "An unexpected error occurred. Please try again.",
    })
  })

  it("refuses an accepted status that carries no token", () => {
    expect(loginOutcome({ status: 1, user, token: null, message: "Login failed" })).toMatchObject({
      _tag: "Rejected",
      error: "Login failed",
    })
  })

  it("accepts exactly statuses ≤ 1 and ≥ 11", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), (status) => {
        const loggedIn = loginOutcome({ status, user, token: "t" })._tag === "LoggedIn"
        expect(loggedIn).toBe(status <= 1 || status >= 11)
      }),
    )
  })
})

describe("admin check", () => {
  it("starts at user type 11", () => {
    expect(isAdmin(10)).toBe(false)
    expect(isAdmin(11)).toBe(true)
    expect(isAdmin(99)).toBe(true)
  })

  it("counts a level only when memory and storage agree, else level 0", () => {
    expect(effectiveUserType(11, "11")).toBe(11)
    expect(effectiveUserType(11, "1")).toBe(0)
    expect(effectiveUserType(1, "11")).toBe(0)
    expect(effectiveUserType(11, null)).toBe(0)
    expect(effectiveUserType(undefined, "11")).toBe(0)
    expect(effectiveUserType(0, "")).toBe(0)
  })
})

describe("logout and balances", () => {
  const member: Session = { _tag: "Member", token: "t", userType: 1, user }

  it("clears everything on logout", () => {
    expect(logout(member)).toEqual(guestSession)
    expect(sessionToStorage(logout(member))).toEqual({ ACCESS_TOKEN: null, USER_TYPE: null, USER_DATA: null })
  })

  it("replaces the balances after a redeem or a purchase", () => {
    const updated = withBalances(member, 300, 25.5)
    expect(isLoggedIn(updated) && [updated.user.UserPoint, updated.user.UserPoint2]).toEqual([300, 25.5])
    expect(isLoggedIn(updated) && updated.user.UserID).toBe("hero")
    expect(withBalances(guestSession, 1, 1)).toEqual(guestSession)
  })
})

describe("stored session", () => {
  it("uses the spec's storage keys", () => {
    expect([ACCESS_TOKEN, USER_TYPE, USER_DATA]).toEqual(["ACCESS_TOKEN", "USER_TYPE", "USER_DATA"])
  })

  it("survives a round trip through storage", () => {
    const member: Session = {
      _tag: "Member",
      token: "t0k3n",
      userType: 11,
      user: new User({ ...user, UserType: 11 }),
    }
    const stored = sessionToStorage(member)
    expect(stored.USER_TYPE).toBe("11")
    expect(JSON.parse(stored.USER_DATA ?? "")).toMatchObject({ UserID: "hero", UserPoint: 150.5 })
    expect(sessionFromStorage(stored)).toEqual(member)
  })

  it("keeps the level the login answer gave with the user data, apart from USER_TYPE", () => {
    const stored = sessionToStorage({ _tag: "Member", token: "t", userType: 1, user })
    expect(JSON.parse(stored.USER_DATA ?? "")).toMatchObject({ UserType: 1 })
    // A player who edits USER_TYPE to a staff level still has the login's level in the session…
    const tampered = sessionFromStorage({ ...stored, USER_TYPE: "20" })
    expect(isLoggedIn(tampered) && tampered.userType).toBe(1)
    // …so the admin check sees two different values and counts level 0.
    expect(isLoggedIn(tampered) && effectiveUserType(tampered.userType, "20")).toBe(0)
  })

  it("treats a missing or unreadable part as logged out", () => {
    const stored = sessionToStorage({ _tag: "Member", token: "t", userType: 1, user })
    expect(sessionFromStorage({})).toEqual(guestSession)
    expect(sessionFromStorage({ ...stored, ACCESS_TOKEN: null })).toEqual(guestSession)
    expect(sessionFromStorage({ ...stored, USER_TYPE: "admin" })).toEqual(guestSession)
    expect(sessionFromStorage({ ...stored, USER_DATA: "{not json" })).toEqual(guestSession)
    expect(sessionFromStorage({ ...stored, USER_DATA: '{"UserID":"hero"}' })).toEqual(guestSession)
  })
})

describe("delays", () => {
  it("match the spec's timings", () => {
    expect(delays).toEqual({
      unauthorizedRedirectMs: 500,
      logoutAfterPasswordChangeMs: 2000,
      registrationRedirectMs: 1000,
      processingModalMs: 10_000,
      // Not the spec's: how often a payment's page asks again while the payment is unsettled.
      paymentRecheckMs: 5000,
    })
  })
})
