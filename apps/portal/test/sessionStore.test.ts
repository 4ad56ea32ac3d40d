import { User } from "@gatehouse/domain"
import { describe, expect, it } from "vitest"
import { makeSessionStore, sessionKeys } from "../src/session/sessionStore.ts"
import { playerUser } from "./fixtures.ts"

describe("session store", () => {
  it("keeps the session under ACCESS_TOKEN, USER_TYPE and USER_DATA", () => {
    const store = makeSessionStore(window.localStorage)
    store.save({ token: "t-1", userType: 1, user: playerUser })

    expect(window.localStorage.getItem("ACCESS_TOKEN")).toBe("t-1")
    expect(window.localStorage.getItem("USER_TYPE")).toBe("1")
    expect(JSON.parse(window.localStorage.getItem("USER_DATA") ?? "null")).toMatchObject({
      UserID: "swordfish",
      UserPoint: 150,
    })
  })

  it("restores a saved session on the next visit", () => {
    makeSessionStore(window.localStorage).save({ token: "t-1", userType: 11, user: playerUser })

    const nextVisit = makeSessionStore(window.localStorage)
    expect(nextVisit.getSnapshot()).toMatchObject({
      token: "t-1",
      userType: 11,
      user: { UserID: "swordfish" },
    })
  })

  it("treats damaged storage as logged out", () => {
    window.localStorage.setItem(sessionKeys.token, "t-1")
    window.localStorage.setItem(sessionKeys.userData, "{not json")
    expect(makeSessionStore(window.localStorage).getSnapshot()).toBeNull()

    window.localStorage.setItem(sessionKeys.userData, JSON.stringify({ UserID: "no number" }))
    expect(makeSessionStore(window.localStorage).getSnapshot()).toBeNull()
  })

  it("clears all three keys and tells its subscribers", () => {
    const store = makeSessionStore(window.localStorage)
    store.save({ token: "t-1", userType: 1, user: playerUser })
    let changes = 0
    store.subscribe(() => changes++)

    store.clear()

    expect(store.getSnapshot()).toBeNull()
    expect(Object.values(sessionKeys).map((key) => window.localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ])
    expect(changes).toBe(1)
  })

  it("hands React the same snapshot until something changes", () => {
    const store = makeSessionStore(window.localStorage)
    store.save({ token: "t-1", userType: 1, user: playerUser })
    expect(store.getSnapshot()).toBe(store.getSnapshot())
  })

  it("keeps the token when the user's balances change", () => {
    const store = makeSessionStore(window.localStorage)
    store.save({ token: "t-1", userType: 1, user: playerUser })
    store.updateUser(new User({ ...playerUser, UserPoint: 90 }))

    expect(store.getSnapshot()).toMatchObject({ token: "t-1", user: { UserPoint: 90 } })
  })

  it("follows a logout made in another tab", () => {
    const store = makeSessionStore(window.localStorage, window)
    store.save({ token: "t-1", userType: 1, user: playerUser })

    window.localStorage.clear()
    window.dispatchEvent(new StorageEvent("storage", { key: sessionKeys.token }))

    expect(store.getSnapshot()).toBeNull()
  })
})
