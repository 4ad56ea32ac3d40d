import { guestSession, type Session, sessionStorageKeys, withBalances } from "@gatehouse/domain"
import { describe, expect, it } from "vitest"
import { makeSessionStore } from "../src/session/sessionStore.ts"
import { playerSession } from "./fixtures.ts"

const member: Session = { ...playerSession, token: "t-1" }
const storedKeys = () => sessionStorageKeys.map((key) => window.localStorage.getItem(key))

describe("session store", () => {
  it("keeps the session under ACCESS_TOKEN, USER_TYPE and USER_DATA", () => {
    makeSessionStore(window.localStorage).set(member)

    expect(window.localStorage.getItem("ACCESS_TOKEN")).toBe("t-1")
    expect(window.localStorage.getItem("USER_TYPE")).toBe("1")
    expect(JSON.parse(window.localStorage.getItem("USER_DATA") ?? "null")).toMatchObject({
      UserID: "swordfish",
      UserPoint: 150,
    })
  })

  it("restores a saved session on the next visit", () => {
    makeSessionStore(window.localStorage).set({ ...member, userType: 11 })

    const nextVisit = makeSessionStore(window.localStorage)
    expect(nextVisit.getSnapshot()).toMatchObject({
      token: "t-1",
      userType: 11,
      user: { UserID: "swordfish" },
    })
  })

  it("holds the level the login gave, whatever USER_TYPE is edited to later (spec §6)", () => {
    const store = makeSessionStore(window.localStorage)
    store.set(member)
    window.localStorage.setItem("USER_TYPE", "20")

    expect(store.getSnapshot()).toMatchObject({ userType: 1 })
    expect(store.storedUserType()).toBe("20")
    // And on the next visit, from the user data the login answer gave.
    expect(makeSessionStore(window.localStorage).getSnapshot()).toMatchObject({ userType: 1 })
  })

  it("treats damaged storage as logged out", () => {
    window.localStorage.setItem("ACCESS_TOKEN", "t-1")
    window.localStorage.setItem("USER_TYPE", "1")
    window.localStorage.setItem("USER_DATA", "{not json")
    expect(makeSessionStore(window.localStorage).getSnapshot()).toEqual(guestSession)
  })

  it("clears all three keys and tells its subscribers", () => {
    const store = makeSessionStore(window.localStorage)
    store.set(member)
    let changes = 0
    store.subscribe(() => changes++)

    store.clear()

    expect(store.getSnapshot()).toEqual(guestSession)
    expect(storedKeys()).toEqual([null, null, null])
    expect(changes).toBe(1)
  })

  it("hands React the same snapshot until something changes", () => {
    const store = makeSessionStore(window.localStorage)
    store.set(member)
    expect(store.getSnapshot()).toBe(store.getSnapshot())
  })

  it("keeps the token when the balances change", () => {
    const store = makeSessionStore(window.localStorage)
    store.set(member)
    store.set(withBalances(store.getSnapshot(), 90, 25))

    expect(store.getSnapshot()).toMatchObject({ token: "t-1", user: { UserPoint: 90, UserPoint2: 25 } })
  })

  it("follows a logout made in another tab", () => {
    const store = makeSessionStore(window.localStorage, window)
    store.set(member)

    window.localStorage.clear()
    window.dispatchEvent(new StorageEvent("storage", { key: "ACCESS_TOKEN" }))

    expect(store.getSnapshot()).toEqual(guestSession)
  })
})
