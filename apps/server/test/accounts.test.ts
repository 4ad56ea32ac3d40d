import { assert, describe, layer } from "@effect/vitest"
import { nulCharacterMessage, tooManyRequestsMessage, validationMessages } from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { accountPolicy } from "../src/accounts/AccountThrottle.ts"
import { accountMessages, fieldMessages } from "../src/accounts/messages.ts"
import { ratePolicies } from "../src/http/middleware/rateLimit.ts"
import { demoPlayer, demoStaff } from "../src/seed/accounts.ts"
import {
  call,
  countRows,
  everyFieldWrong,
  expireRateWindows,
  freshAddress,
  login,
  post,
  registration,
  userRow,
} from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"

describe(`log in, log out and register, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("log in with the user ID in any case and get the player, a token and the user type", () =>
      Effect.gen(function* () {
        const data = yield* login(demoPlayer.userId.toUpperCase(), demoPlayer.password)
        assert.strictEqual(data.message, accountMessages.loginSucceeded)
        assert.strictEqual(data.status, 1)
        assert.strictEqual(data.user.UserID, demoPlayer.userId)
        assert.strictEqual(data.user.UserEmail, demoPlayer.email)
        assert.strictEqual(data.user.UserSQ, demoPlayer.secretQuestion)
        assert.isNumber(data.user.UserPoint)
        assert.isAbove(data.user.characters?.length ?? 0, 0)
        assert.notProperty(data.user, "UserPass")
        // The token is opaque and only its digest is stored.
        assert.match(data.token, /^[A-Za-z0-9_-]{43}$/)
        const ip = yield* call("GET", "/user-ip", { token: data.token, ip: "203.0.113.20" })
        assert.strictEqual(ip.status, 200)
        assert.deepStrictEqual(ip.json(), { useripdata: { CC_IP: "203.0.113.20", CC_status: 0 } })

        const staff = yield* login(demoStaff.userId, demoStaff.password)
        assert.strictEqual(staff.status, demoStaff.userType)
      }),
    )

    it.effect("refuse a wrong password and an unknown user ID with the same 422", () =>
      Effect.gen(function* () {
        const before = yield* countRows("sessions")
        for (const body of [
          { UserID: demoPlayer.userId, UserPass: "not-the-password" },
          { UserID: "nobody-by-this-name", UserPass: demoPlayer.password },
          { UserID: "", UserPass: "" },
        ]) {
          const response = yield* post("/processlogin", { body })
          assert.strictEqual(response.status, 422)
          assert.deepStrictEqual(response.json(), {
            _tag: "ValidationFailed",
            message: accountMessages.loginFailed,
          })
        }
        const malformed = yield* post("/processlogin", { body: { UserID: 7 } })
        assert.strictEqual(malformed.status, 400)
        assert.strictEqual(malformed.json()._tag, "InvalidRequest")
        assert.strictEqual(yield* countRows("sessions"), before)
      }),
    )

    it.effect("log out: the token stops working at once; expired and missing sessions are 401", () =>
      Effect.gen(function* () {
        const { token } = yield* login(demoPlayer.userId, demoPlayer.password)
        const out = yield* post("/logout", { token })
        assert.strictEqual(out.status, 200)
        assert.deepStrictEqual(out.json(), { message: accountMessages.loggedOut })
        for (const attempt of [
          yield* call("GET", "/user-ip", { token }),
          yield* post("/logout", { token }),
          yield* post("/logout"),
        ]) {
          assert.strictEqual(attempt.status, 401)
          assert.strictEqual(attempt.json().message, "Please log in to continue.")
        }

        // An expired session is refused the same way (the server runs on the test clock, so the
        // session is aged by moving its expiry before its start).
        const other = yield* login(demoPlayer.userId, demoPlayer.password)
        const sql = yield* SqlClient.SqlClient
        yield* sql`UPDATE sessions SET expires_at = created_at - interval '1 second' WHERE revoked_at IS NULL`
        const expired = yield* call("GET", "/user-ip", { token: other.token })
        assert.strictEqual(expired.status, 401)
        assert.strictEqual(expired.json().message, "Please log in to continue.")
      }),
    )

    it.effect("register: stores hashed secrets, the country by name, and the new player can log in", () =>
      Effect.gen(function* () {
        const response = yield* post("/register", {
          body: registration({ country: "ph", secretQuestion: "2" }),
        })
        assert.strictEqual(response.status, 200)
        assert.deepStrictEqual(response.json(), { message: accountMessages.registered, status: 1 })
        const row = yield* userRow("newplayer")
        assert.isDefined(row)
        assert.match(String(row?.password_hash), /^scrypt\$/)
        assert.match(String(row?.secret_answer_hash), /^scrypt\$/)
        assert.notInclude(String(row?.secret_answer_hash), "Cebu")
        assert.strictEqual(row?.country, "Philippines")
        assert.strictEqual(row?.secret_question, 2)
        assert.strictEqual(row?.user_type, 1)
        const data = yield* login("newplayer", "Secret#123")
        assert.strictEqual(data.status, 1)
        assert.strictEqual(data.user.NameFirst, "Ana")
        assert.strictEqual(data.user.UserPoint, 0)
        assert.deepStrictEqual(data.user.characters, [])
      }),
    )

    it.effect("register: every broken rule is listed per field at once, and nothing is stored", () =>
      Effect.gen(function* () {
        const before = yield* countRows("users")
        const empty = yield* post("/register", {
          body: everyFieldWrong,
        })
        assert.strictEqual(empty.status, 422)
        assert.deepStrictEqual(empty.json(), {
          _tag: "ValidationFailed",
          message: accountMessages.registrationRejected,
          errors: {
            userId: [validationMessages.usernameRequired],
            userPassword: [validationMessages.passwordRequired],
            userPasswordConfirm: [validationMessages.confirmPasswordRequired],
            userEmail: [validationMessages.emailRequired],
            secretQuestion: [fieldMessages.secretQuestionRequired],
            secretAnswer: [fieldMessages.secretAnswerRequired],
            gender: [fieldMessages.genderRequired],
            country: [fieldMessages.countryRequired],
            agreeTerms: [fieldMessages.termsRequired],
          },
        })

        const wrong = yield* post("/register", {
          body: registration({
            userId: "way-too-long-user-id-here",
            userFirstName: "A".repeat(31),
            userLastName: "B".repeat(31),
            userPassword: "abc",
            userPasswordConfirm: "abd",
            userEmail: "not-an-address",
            secretQuestion: 7,
            secretAnswer: "x".repeat(31),
            gender: "Other",
          }),
        })
        assert.strictEqual(wrong.status, 422)
        assert.deepStrictEqual(wrong.json().errors, {
          userId: [fieldMessages.userIdTooLong, fieldMessages.userIdCharacters],
          userFirstName: [fieldMessages.firstNameTooLong],
          userLastName: [fieldMessages.lastNameTooLong],
          userPassword: [fieldMessages.passwordTooShort],
          userPasswordConfirm: [fieldMessages.passwordsDoNotMatch],
          userEmail: [validationMessages.emailInvalid],
          secretQuestion: [fieldMessages.secretQuestionRequired],
          secretAnswer: [fieldMessages.secretAnswerTooLong],
          gender: [fieldMessages.genderRequired],
        })

        const tooLongPassword = yield* post("/register", {
          body: registration({ userPassword: "p".repeat(21), userPasswordConfirm: "p".repeat(21) }),
        })
        assert.deepStrictEqual(tooLongPassword.json().errors, {
          userPassword: [fieldMessages.passwordTooLong],
        })

        const malformed = yield* post("/register", { body: { userId: "x" } })
        assert.strictEqual(malformed.status, 400)
        assert.strictEqual(yield* countRows("users"), before)
      }),
    )

    it.effect("register: a taken user ID (any case) or e-mail is a 409 and stores nothing", () =>
      Effect.gen(function* () {
        const before = yield* countRows("users")
        const sameId = yield* post("/register", {
          body: registration({ userId: "DemoHero", userEmail: "someone.new@example.com" }),
        })
        assert.strictEqual(sameId.status, 409)
        assert.deepStrictEqual(sameId.json(), { _tag: "Conflict", message: accountMessages.userIdTaken })
        const sameEmail = yield* post("/register", {
          body: registration({ userId: "brandnew", userEmail: "DEMOHERO@example.com" }),
        })
        assert.strictEqual(sameEmail.status, 409)
        assert.deepStrictEqual(sameEmail.json(), { _tag: "Conflict", message: accountMessages.emailTaken })
        assert.strictEqual(yield* countRows("users"), before)
      }),
    )

    it.effect("refuse text the database cannot hold with a 400, never a 500", () =>
      Effect.gen(function* () {
        const before = yield* countRows("users")
        const { token, user } = yield* login(demoPlayer.userId, demoPlayer.password)
        const attempts = [
          post("/processlogin", { body: { UserID: "demo\u0000hero", UserPass: "x" } }),
          post("/register", { body: registration({ userFirstName: "A\u0000" }) }),
          post("/findUserID", { body: { findIDEmail: "a\u0000b@example.com" } }),
          post("/findPassword", { body: { findPWID: "a\u0000", findPWEmail: "a@example.com" } }),
          post("/reset-password", { body: { token: "t\u0000", NewUserPass: "Secret#123" } }),
          post("/api/validate-password", {
            token,
            body: { UserNum: user.UserNum, UserID: demoPlayer.userId, UserPass: "\u0000" },
          }),
        ]
        for (const attempt of attempts) {
          const response = yield* attempt
          assert.strictEqual(response.status, 400)
          assert.strictEqual(response.json()._tag, "InvalidRequest")
          assert.include(JSON.stringify(response.json().errors), nulCharacterMessage)
        }
        assert.strictEqual(yield* countRows("users"), before)
      }),
    )

    it.effect("throttle wrong passwords per account from any address, for one window only", () =>
      Effect.gen(function* () {
        yield* expireRateWindows
        for (let attempt = 0; attempt < accountPolicy.limit; attempt++) {
          const response = yield* post("/processlogin", {
            body: { UserID: demoStaff.userId, UserPass: `guess-${attempt}` },
          })
          assert.strictEqual(response.status, 422)
        }
        // Even the right password, from an address the account never signed in from, waits.
        const blocked = yield* post("/processlogin", {
          body: { UserID: demoStaff.userId, UserPass: demoStaff.password },
        })
        assert.strictEqual(blocked.status, 429)
        assert.deepStrictEqual(blocked.json(), { _tag: "TooManyRequests", message: tooManyRequestsMessage })
        // Other accounts are not affected.
        assert.strictEqual((yield* login(demoPlayer.userId, demoPlayer.password)).status, 1)
        // Once the window is over, the owner gets in.
        yield* expireRateWindows
        assert.strictEqual((yield* login(demoStaff.userId, demoStaff.password)).status, demoStaff.userType)
      }),
    )

    it.effect("throttle logins and registrations per address", () =>
      Effect.gen(function* () {
        const ip = freshAddress()
        const loginLimit = ratePolicies.processLogin?.limit ?? 0
        const statuses: Array<number> = []
        for (let attempt = 0; attempt <= loginLimit; attempt++) {
          const response = yield* post("/processlogin", {
            ip,
            body: { UserID: `someone${attempt}`, UserPass: "x" },
          })
          statuses.push(response.status)
        }
        assert.deepStrictEqual(statuses, [...Array(loginLimit).fill(422), 429])

        const before = yield* countRows("users")
        const registerLimit = ratePolicies.register?.limit ?? 0
        const registerIp = freshAddress()
        for (let attempt = 0; attempt < registerLimit; attempt++) {
          yield* post("/register", { ip: registerIp, body: registration({ userId: "" }) })
        }
        const throttled = yield* post("/register", {
          ip: registerIp,
          body: registration({ userId: "throttled", userEmail: "throttled@example.com" }),
        })
        assert.strictEqual(throttled.status, 429)
        assert.strictEqual(yield* countRows("users"), before)
      }),
    )
  })
})
