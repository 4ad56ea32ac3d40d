import { delays, guestSession, isLoggedIn, validationMessages } from "@gatehouse/domain"
import { emptyRegisterValues } from "@gatehouse/ui"
import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { changePassword, checkSecretAnswer } from "../src/accounts/changePassword.ts"
import { findUserId } from "../src/accounts/findAccount.ts"
import {
  checkPassword,
  passwordCheckMessages,
  requestWhitelist,
  saveDetails,
} from "../src/accounts/myAccount.ts"
import { newPlayerWelcomeOf } from "../src/accounts/newPlayerWelcome.ts"
import { register } from "../src/accounts/register.ts"
import { resetPassword, resetTokenOf } from "../src/accounts/resetPassword.ts"
import { loginAnswer, playerSession } from "./fixtures.ts"
import { perform, servicesOn } from "./portalServices.ts"

const newPlayer = {
  ...emptyRegisterValues,
  userId: "starling",
  userEmail: "starling@example.com",
  userPassword: "Star#2024",
  userPasswordConfirm: "Star#2024",
}

const loggedIn = (services: ReturnType<typeof servicesOn>["services"]) => services.session.set(playerSession)

describe("registration", () => {
  it("logs the new player in, welcomes them with the message and goes home 1 s after status 1", async () => {
    const { services, calls, visited } = servicesOn({
      "POST /register": { status: 200, body: { message: "Registration successful!", status: 1 } },
      "POST /processlogin": loginAnswer(1),
    })
    const started = Date.now()
    await perform(services, register(services, newPlayer))

    expect(calls.find((call) => call.path === "/register")?.body).toMatchObject({
      userId: "starling",
      agreeTerms: false,
    })
    // The login page's own call, with what was just registered.
    expect(calls.find((call) => call.path === "/processlogin")?.body).toEqual({
      UserID: "starling",
      UserPass: "Star#2024",
    })
    expect(isLoggedIn(services.session.getSnapshot())).toBe(true)
    expect(newPlayerWelcomeOf(services).get()).toEqual({
      userId: "starling",
      message: "Registration successful!",
    })
    // The welcome carries the message, so no second dialog says it again.
    expect(services.dialogs.getCurrent()).toBeNull()
    expect(visited).toEqual(["/"])
    expect(Date.now() - started).toBeGreaterThanOrEqual(delays.registrationRedirectMs - 50)
  })

  it("shows the message alone, and still goes home, when the new account's login is refused", async () => {
    const { services, visited } = servicesOn({
      "POST /register": { status: 200, body: { message: "Registration successful!", status: 1 } },
      "POST /processlogin": { status: 422, body: { message: "Invalid User ID or Password." } },
    })
    const registering = perform(services, register(services, newPlayer))

    await expect.poll(() => services.dialogs.getCurrent()?.message).toBe("Invalid User ID or Password.")
    services.dialogs.closeCurrent()
    await registering
    expect(services.dialogs.getCurrent()).toMatchObject({
      title: "Success!",
      message: "Registration successful!",
    })
    expect(newPlayerWelcomeOf(services).get()).toBeNull()
    expect(visited).toEqual(["/"])
  })

  it("shows the server's form errors as a starred list and stays", async () => {
    const { services, visited } = servicesOn({
      "POST /register": {
        status: 422,
        body: {
          message: "Please correct the following and try again.",
          errors: {
            userId: ["That User ID is already taken."],
            agreeTerms: ["You must agree to the terms."],
          },
        },
      },
    })
    void perform(services, register(services, newPlayer))

    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({
        title: "Notice",
        message: "* That User ID is already taken.\n* You must agree to the terms.",
      })
    expect(visited).toEqual([])
  })
})

describe("password change", () => {
  it("reads an answer without a message as a wrong secret answer", async () => {
    const { services, calls } = servicesOn({
      "POST /validate-secret-answer": { status: 200, body: { message: null } },
    })
    loggedIn(services)
    expect(await perform(services, checkSecretAnswer(services, playerSession, "blue"))).toEqual(
      Result.succeed("Incorrect"),
    )
    expect(calls.at(-1)?.body).toEqual({ UserNum: 42, UserID: "swordfish", secretAnswer: "blue" })
    expect(validationMessages.secretAnswerIncorrect).toBe("Secret Answer is incorrect. Please try again.")
  })

  it("changes the password, shows the message and logs out 2 s later", async () => {
    const { services, calls, visited } = servicesOn({
      "POST /updatepassword": { status: 200, body: { message: "Your password has been changed." } },
    })
    loggedIn(services)
    const form = { currentPassword: "hunter22", newPassword: "Dawn#2025", retypeNewPassword: "Dawn#2025" }
    const changing = perform(services, changePassword(services, playerSession, form))

    await expect.poll(() => services.dialogs.getCurrent()).toMatchObject({ title: "Success!" })
    expect(visited).toEqual([])
    await changing
    expect(calls.find((call) => call.path === "/updatepassword")?.body).toEqual({
      UserNum: 42,
      UserID: "swordfish",
      UserPass: "hunter22",
      NewUserPass: "Dawn#2025",
    })
    expect(services.session.getSnapshot()).toEqual(guestSession)
    expect(visited).toEqual(["/login"])
  })
})

describe("account page", () => {
  it("tells a wrong password and a failed check apart", async () => {
    const wrong = servicesOn({ "POST /api/validate-password": { status: 200, body: { message: null } } })
    expect(await Effect.runPromise(checkPassword(wrong.services, playerSession, "nope"))).toEqual({
      _tag: "Refused",
      message: passwordCheckMessages.incorrect,
    })
    const broken = servicesOn({ "POST /api/validate-password": { status: 500, body: {} } })
    expect(await Effect.runPromise(checkPassword(broken.services, playerSession, "nope"))).toEqual({
      _tag: "Refused",
      message: passwordCheckMessages.failed,
    })
    expect(await Effect.runPromise(checkPassword(broken.services, null, "nope"))).toMatchObject({
      message: "An error occurred while validating the password.",
    })
  })

  it("saves with the confirmed password and the stored e-mail, then logs out on the answer's message", async () => {
    const { services, calls, visited } = servicesOn({
      "POST /updateuserdetails": { status: 200, body: { message: "Your account details have been saved." } },
    })
    loggedIn(services)
    const details = { NameFirst: "Sol", NameLast: "Rivera", PhoneNumber: "+63 917 555 0101" }
    await perform(services, saveDetails(services, playerSession, details, "hunter22"))

    expect(calls.find((call) => call.path === "/updateuserdetails")?.body).toEqual({
      UserNum: 42,
      UserID: "swordfish",
      UserPass: "hunter22",
      UserPass2: "",
      UserEmail: "swordfish@example.com",
      ...details,
    })
    expect(services.dialogs.getCurrent()).toMatchObject({ title: "Success!" })
    expect(services.session.getSnapshot()).toEqual(guestSession)
    expect(visited).toEqual(["/login"])
  })

  it("answers the whitelist request with the SUCCESS!! dialog, and a refusal with ERROR!", async () => {
    const accepted = servicesOn({
      "POST /whitelist-user-ip": { status: 200, body: { message: "Submitted." } },
    })
    expect(Result.isSuccess(await perform(accepted.services, requestWhitelist(accepted.services)))).toBe(true)
    expect(accepted.services.dialogs.getCurrent()).toMatchObject({
      title: "SUCCESS!!",
      message: "Submitted.",
    })

    const refused = servicesOn({
      "POST /whitelist-user-ip": { status: 409, body: { message: "Already waiting." } },
    })
    void perform(refused.services, requestWhitelist(refused.services))
    await expect
      .poll(() => refused.services.dialogs.getCurrent())
      .toMatchObject({ title: "ERROR!", message: "Already waiting." })
  })
})

describe("find account", () => {
  it("tells the answer only once the processing wait is over", async () => {
    const { services } = servicesOn({
      "POST /findUserID": { status: 200, body: { message: "Sent if it exists." } },
    })
    let released = false
    const hold = <A, E>(work: Effect.Effect<A, E>) =>
      work.pipe(
        Effect.tap(() => Effect.sync(() => expect(services.dialogs.getCurrent()).toBeNull())),
        Effect.ensuring(
          Effect.sync(() => {
            released = true
          }),
        ),
      )
    void perform(services, findUserId(services, { findIDEmail: "hero@example.com" }, hold))

    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({ title: "Success!", message: "Sent if it exists." })
    expect(released).toBe(true)
  })
})

describe("password reset link", () => {
  it("reads the token of the mailed link from the address", () => {
    expect(resetTokenOf("?reset=abc123")).toBe("abc123")
    expect(resetTokenOf("reset=%20")).toBeNull()
    expect(resetTokenOf("")).toBeNull()
  })

  it("sets the new password with the link's token and sends the player to log in", async () => {
    const { services, calls, visited } = servicesOn({
      "POST /reset-password": { status: 200, body: { message: "Your password has been reset." } },
    })
    await perform(services, resetPassword(services, "abc123", { newPassword: "Dawn#2025" }))

    expect(calls.at(-1)?.body).toEqual({ token: "abc123", NewUserPass: "Dawn#2025" })
    expect(services.dialogs.getCurrent()).toMatchObject({
      title: "Success!",
      message: "Your password has been reset.",
    })
    expect(visited).toEqual(["/login"])
  })

  it("tells a used or expired link in the ERROR! dialog and stays", async () => {
    const { services, visited } = servicesOn({
      "POST /reset-password": { status: 422, body: { message: "This password reset link is invalid." } },
    })
    void perform(services, resetPassword(services, "used", { newPassword: "Dawn#2025" }))

    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({ title: "ERROR!", message: "This password reset link is invalid." })
    expect(visited).toEqual([])
  })
})
