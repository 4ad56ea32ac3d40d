import { guestSession, isLoggedIn } from "@gatehouse/domain"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { logIn, logInWithCode } from "../src/login/logIn.ts"
import { logOut } from "../src/login/logOut.ts"
import { loginAnswer } from "./fixtures.ts"
import { servicesOn } from "./portalServices.ts"

const credentials = { username: "swordfish", password: "hunter22" }

describe("login", () => {
  it("posts the user ID and password and keeps the player's session", async () => {
    const { services, calls } = servicesOn({ "POST /processlogin": loginAnswer(1) })
    await Effect.runPromise(logIn(services, credentials))

    expect(calls.find((call) => call.path === "/processlogin")?.body).toEqual({
      UserID: "swordfish",
      UserPass: "hunter22",
    })
    expect(services.session.getSnapshot()).toMatchObject({ token: "token-1", userType: 1 })
    expect(window.localStorage.getItem("ACCESS_TOKEN")).toBe("token-1")
    expect(services.dialogs.getCurrent()).toBeNull()
  })

  it("greets staff with a Success! dialog", async () => {
    const { services } = servicesOn({ "POST /processlogin": loginAnswer(11) })
    const loggingIn = Effect.runPromise(logIn(services, credentials))

    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({
        title: "Success!",
        message: "Welcome, Admin swordfish!",
      })
    expect(services.session.getSnapshot()).toMatchObject({ userType: 11 })
    services.dialogs.closeCurrent()
    await loggingIn
  })

  it("refuses any other status, clears the session and tells the server's words", async () => {
    const { services } = servicesOn({
      "POST /processlogin": loginAnswer(5, { message: "Your account is blocked." }),
    })
    void Effect.runPromise(logIn(services, credentials))

    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({
        title: "Notice",
        message: "Your account is blocked.",
      })
    expect(services.session.getSnapshot()).toEqual(guestSession)
  })

  it("tells a refused login (a wrong password) in a plain alert with the server's error", async () => {
    const { services } = servicesOn({
      "POST /processlogin": { status: 422, body: { message: "Invalid User ID or Password." } },
    })
    void Effect.runPromise(logIn(services, credentials))

    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({ title: "Notice", message: "Invalid User ID or Password." })
    expect(isLoggedIn(services.session.getSnapshot())).toBe(false)
  })

  it("falls back to the failure's own message when the server says nothing", async () => {
    const { services } = servicesOn({ "POST /processlogin": { status: 501 } })
    void Effect.runPromise(logIn(services, credentials))

    await expect
      .poll(() => services.dialogs.getCurrent()?.message)
      .toBe("Request failed with status code 501")
  })

  it("does not add an ERROR! dialog to the policy's own 429 alert", async () => {
    const { services } = servicesOn({ "POST /processlogin": { status: 429, body: { message: "Slow down" } } })
    const loggingIn = Effect.runPromise(logIn(services, credentials))

    await expect.poll(() => services.dialogs.getCurrent()?.message).toBe("Too many Requests! try again later")
    services.dialogs.closeCurrent()
    await loggingIn
    expect(services.dialogs.getCurrent()).toBeNull()
  })

  it("is in progress until the answer arrives", async () => {
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    const { services } = servicesOn({ "POST /processlogin": () => held.then(() => loginAnswer(1)) })
    const loggingIn = Effect.runPromise(logIn(services, credentials))

    expect(services.loginInProgress.get()).toBe(true)
    answer()
    await loggingIn
    expect(services.loginInProgress.get()).toBe(false)
  })
})

describe("two-step sign-in at login", () => {
  const secondStep = {
    status: 200,
    body: { secondStep: { challenge: "pending-1", message: "Enter the 6-digit code." } },
  }

  it("asks for the code after the right password, with no session yet, then logs in with it", async () => {
    const { services, calls } = servicesOn({
      "POST /processlogin": secondStep,
      "POST /processlogin/code": loginAnswer(1),
    })
    const step = await Effect.runPromise(logIn(services, credentials))

    expect(step).toEqual({ _tag: "CodeNeeded", challenge: "pending-1", message: "Enter the 6-digit code." })
    expect(isLoggedIn(services.session.getSnapshot())).toBe(false)
    expect(services.dialogs.getCurrent()).toBeNull()

    const done = await Effect.runPromise(logInWithCode(services, "pending-1", "492039"))
    expect(done).toEqual({ _tag: "Done" })
    expect(calls.find((call) => call.path === "/processlogin/code")?.body).toEqual({
      challenge: "pending-1",
      code: "492039",
    })
    expect(services.session.getSnapshot()).toMatchObject({ token: "token-1", userType: 1 })
  })

  it("keeps asking with the server's words when the code is wrong", async () => {
    const wrong = "That code is not right."
    const { services } = servicesOn({
      "POST /processlogin/code": { status: 422, body: { message: wrong, errors: { code: [wrong] } } },
    })
    const step = await Effect.runPromise(logInWithCode(services, "pending-1", "000000"))

    expect(step).toEqual({ _tag: "CodeRefused", challenge: "pending-1", message: wrong })
    expect(isLoggedIn(services.session.getSnapshot())).toBe(false)
    expect(services.dialogs.getCurrent()).toBeNull()
  })

  it("ends the step with a plain alert when the login waited too long", async () => {
    const expired = "Your sign-in took too long. Please log in again."
    const { services } = servicesOn({
      "POST /processlogin/code": { status: 422, body: { message: expired } },
    })
    void Effect.runPromise(logInWithCode(services, "pending-1", "492039"))

    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({ title: "Notice", message: expired })
  })
})

describe("logout", () => {
  it("clears the session, goes to /login and tells the server with the old token", async () => {
    const { services, calls, visited } = servicesOn({
      "POST /processlogin": loginAnswer(1),
      "POST /logout": { status: 200, body: { message: "Logged out" } },
    })
    await Effect.runPromise(logIn(services, credentials))

    logOut(services)

    expect(services.session.getSnapshot()).toEqual(guestSession)
    expect(["ACCESS_TOKEN", "USER_TYPE", "USER_DATA"].map((key) => window.localStorage.getItem(key))).toEqual(
      [null, null, null],
    )
    expect(visited).toEqual(["/login"])
    await expect
      .poll(() => calls.find((call) => call.path === "/logout"))
      .toMatchObject({ method: "POST", authorization: "Bearer token-1" })
  })

  it("shows nothing when the server cannot be told", async () => {
    const { services, calls } = servicesOn({
      "POST /processlogin": loginAnswer(1),
      "POST /logout": { status: 401, body: { message: "Token expired." } },
    })
    await Effect.runPromise(logIn(services, credentials))

    logOut(services)

    await expect.poll(() => calls.some((call) => call.path === "/logout")).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(services.dialogs.getCurrent()).toBeNull()
  })
})
