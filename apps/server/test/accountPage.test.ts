import { assert, describe, layer } from "@effect/vitest"
import { validationMessages } from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { signedInPolicy } from "../src/accounts/AccountThrottle.ts"
import { ipStatus } from "../src/accounts/IpWhitelist.ts"
import { accountMessages, fieldMessages } from "../src/accounts/messages.ts"
import { demoPlayer, demoStaff } from "../src/seed/accounts.ts"
import { call, expireRateWindows, login, post, userRow } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"

const player = (token: string, UserNum: number) => ({ token, UserNum, UserID: demoPlayer.userId })

/** Everything a rejected call must leave alone. */
const accountState = Effect.map(userRow(demoPlayer.userId), (row) => ({
  email: row?.email,
  name_first: row?.name_first,
  name_last: row?.name_last,
  phone_number: row?.phone_number,
  password_hash: row?.password_hash,
  second_password_hash: row?.second_password_hash,
}))

describe(`the account page calls, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("every call needs a live session and refuses another player's UserNum or UserID", () =>
      Effect.gen(function* () {
        const { token, user } = yield* login(demoPlayer.userId, demoPlayer.password)
        const staff = yield* login(demoStaff.userId, demoStaff.password)
        const before = yield* accountState
        const others = [
          { UserNum: staff.user.UserNum, UserID: demoPlayer.userId },
          { UserNum: user.UserNum, UserID: demoStaff.userId },
          { UserNum: staff.user.UserNum, UserID: demoStaff.userId },
        ]
        for (const other of others) {
          for (const [path, extra] of [
            ["/api/validate-password", { UserPass: demoStaff.password }],
            ["/validate-secret-answer", { secretAnswer: demoStaff.secretAnswer }],
            ["/updatepassword", { UserPass: demoStaff.password, NewUserPass: "Taken#999" }],
            [
              "/updateuserdetails",
              {
                UserPass: demoStaff.password,
                UserPass2: "",
                UserEmail: "thief@example.com",
                NameFirst: "T",
                NameLast: "F",
                PhoneNumber: "",
              },
            ],
          ] as const) {
            const body = { ...other, ...extra }
            const refused = yield* post(path, { token, body })
            assert.strictEqual(refused.status, 403, path)
            assert.deepStrictEqual(refused.json(), {
              _tag: "Forbidden",
              message: accountMessages.notYourAccount,
            })
            const unsigned = yield* post(path, { body })
            assert.strictEqual(unsigned.status, 401, path)
            const revoked = yield* post(path, { token: "not-a-session", body })
            assert.strictEqual(revoked.status, 401, path)
          }
        }
        assert.deepStrictEqual(yield* accountState, before)
        const staffRow = yield* userRow(demoStaff.userId)
        assert.strictEqual(staffRow?.email, demoStaff.email)
        assert.strictEqual((yield* login(demoStaff.userId, demoStaff.password)).status, demoStaff.userType)
      }),
    )

    it.effect("check the password and the secret answer: a message when right, null when wrong", () =>
      Effect.gen(function* () {
        const { token, user } = yield* login(demoPlayer.userId, demoPlayer.password)
        const me = player(token, user.UserNum)
        const right = yield* post("/api/validate-password", {
          token,
          body: { UserNum: me.UserNum, UserID: me.UserID, UserPass: demoPlayer.password },
        })
        assert.deepStrictEqual(right.json(), { message: accountMessages.passwordCorrect })
        const wrong = yield* post("/api/validate-password", {
          token,
          body: { UserNum: me.UserNum, UserID: me.UserID, UserPass: "nope" },
        })
        assert.strictEqual(wrong.status, 200)
        assert.deepStrictEqual(wrong.json(), { message: null })

        const answer = yield* post("/validate-secret-answer", {
          token,
          body: { UserNum: me.UserNum, UserID: me.UserID, secretAnswer: "  biscuit " },
        })
        assert.deepStrictEqual(answer.json(), { message: accountMessages.secretAnswerCorrect })
        const wrongAnswer = yield* post("/validate-secret-answer", {
          token,
          body: { UserNum: me.UserNum, UserID: me.UserID, secretAnswer: "Rex" },
        })
        assert.deepStrictEqual(wrongAnswer.json(), { message: null })
        const malformed = yield* post("/validate-secret-answer", { token, body: { UserNum: "one" } })
        assert.strictEqual(malformed.status, 400)
      }),
    )

    it.effect("throttle wrong secret answers per account, then let the owner in after the window", () =>
      Effect.gen(function* () {
        yield* expireRateWindows
        const { token, user } = yield* login(demoPlayer.userId, demoPlayer.password)
        const body = (secretAnswer: string) => ({
          UserNum: user.UserNum,
          UserID: demoPlayer.userId,
          secretAnswer,
        })
        for (let attempt = 0; attempt < signedInPolicy.limit; attempt++) {
          const response = yield* post("/validate-secret-answer", { token, body: body(`guess ${attempt}`) })
          assert.deepStrictEqual(response.json(), { message: null })
        }
        const blocked = yield* post("/validate-secret-answer", { token, body: body(demoPlayer.secretAnswer) })
        assert.strictEqual(blocked.status, 429)
        yield* expireRateWindows
        const after = yield* post("/validate-secret-answer", { token, body: body(demoPlayer.secretAnswer) })
        assert.deepStrictEqual(after.json(), { message: accountMessages.secretAnswerCorrect })
      }),
    )

    it.effect("save account details only with the right password and valid fields", () =>
      Effect.gen(function* () {
        const { token, user } = yield* login(demoPlayer.userId, demoPlayer.password)
        const details = {
          UserNum: user.UserNum,
          UserID: demoPlayer.userId,
          UserPass: demoPlayer.password,
          UserPass2: "",
          UserEmail: "rowan.vale@example.com",
          NameFirst: "Rowan",
          NameLast: "Vale-Cruz",
          PhoneNumber: "+63 917 555 0101",
        }
        const before = yield* accountState
        const invalid = yield* post("/updateuserdetails", {
          token,
          body: { ...details, UserEmail: "nope", NameFirst: "N".repeat(31), PhoneNumber: "call me" },
        })
        assert.strictEqual(invalid.status, 422)
        assert.deepStrictEqual(invalid.json().errors, {
          UserEmail: [validationMessages.emailInvalid],
          NameFirst: [fieldMessages.firstNameTooLong],
          PhoneNumber: [fieldMessages.phoneInvalid],
        })
        const wrongPassword = yield* post("/updateuserdetails", {
          token,
          body: { ...details, UserPass: "x" },
        })
        assert.strictEqual(wrongPassword.status, 422)
        assert.strictEqual(wrongPassword.json().message, accountMessages.currentPasswordWrong)
        const takenEmail = yield* post("/updateuserdetails", {
          token,
          body: { ...details, UserEmail: demoStaff.email.toUpperCase() },
        })
        assert.strictEqual(takenEmail.status, 409)
        assert.deepStrictEqual(yield* accountState, before)

        const saved = yield* post("/updateuserdetails", {
          token,
          body: { ...details, UserPass2: "Pin#4321" },
        })
        assert.strictEqual(saved.status, 200)
        assert.deepStrictEqual(saved.json(), { message: accountMessages.detailsUpdated })
        const after = yield* accountState
        assert.strictEqual(after.email, "rowan.vale@example.com")
        assert.strictEqual(after.name_last, "Vale-Cruz")
        assert.strictEqual(after.phone_number, "+63 917 555 0101")
        assert.strictEqual(after.password_hash, before.password_hash)
        assert.match(String(after.second_password_hash), /^scrypt\$/)
        const again = yield* login(demoPlayer.userId, demoPlayer.password)
        assert.strictEqual(again.user.UserEmail, "rowan.vale@example.com")
      }),
    )

    it.effect("change the password only after a correct secret answer, once, ending other sessions", () =>
      Effect.gen(function* () {
        const { token, user } = yield* login(demoPlayer.userId, demoPlayer.password)
        const elsewhere = yield* login(demoPlayer.userId, demoPlayer.password)
        const me = { UserNum: user.UserNum, UserID: demoPlayer.userId }
        const change = { ...me, UserPass: demoPlayer.password, NewUserPass: "Brave#2025" }
        const before = yield* accountState

        const noAnswer = yield* post("/updatepassword", { token, body: change })
        assert.strictEqual(noAnswer.status, 422)
        assert.strictEqual(noAnswer.json().message, accountMessages.secretAnswerFirst)

        yield* post("/validate-secret-answer", {
          token,
          body: { ...me, secretAnswer: demoPlayer.secretAnswer },
        })
        // The answer counts for this session only.
        const otherSession = yield* post("/updatepassword", { token: elsewhere.token, body: change })
        assert.strictEqual(otherSession.status, 422)
        const emptyNew = yield* post("/updatepassword", { token, body: { ...change, NewUserPass: "" } })
        assert.strictEqual(emptyNew.status, 422)
        assert.deepStrictEqual(emptyNew.json().errors, {
          NewUserPass: [validationMessages.newPasswordRequired],
        })
        const longNew = yield* post("/updatepassword", {
          token,
          body: { ...change, NewUserPass: "L".repeat(21) },
        })
        assert.deepStrictEqual(longNew.json().errors, { NewUserPass: [fieldMessages.passwordTooLong] })
        const wrongCurrent = yield* post("/updatepassword", { token, body: { ...change, UserPass: "wrong" } })
        assert.strictEqual(wrongCurrent.status, 422)
        assert.strictEqual(wrongCurrent.json().message, accountMessages.currentPasswordWrong)
        assert.deepStrictEqual(yield* accountState, before)

        const changed = yield* post("/updatepassword", { token, body: change })
        assert.strictEqual(changed.status, 200)
        assert.deepStrictEqual(changed.json(), { message: accountMessages.passwordChanged })
        // This session stays to log out by itself; the other device is signed out.
        assert.strictEqual((yield* call("GET", "/user-ip", { token })).status, 200)
        assert.strictEqual((yield* call("GET", "/user-ip", { token: elsewhere.token })).status, 401)
        const twice = yield* post("/updatepassword", {
          token,
          body: { ...change, UserPass: "Brave#2025", NewUserPass: "Again#2026" },
        })
        assert.strictEqual(twice.status, 422)
        assert.strictEqual((yield* post("/logout", { token })).status, 200)

        const old = yield* post("/processlogin", {
          body: { UserID: demoPlayer.userId, UserPass: demoPlayer.password },
        })
        assert.strictEqual(old.status, 422)
        const fresh = yield* login(demoPlayer.userId, "Brave#2025")
        // Put the published demo password back for the tests after this one.
        yield* post("/validate-secret-answer", {
          token: fresh.token,
          body: { ...me, secretAnswer: demoPlayer.secretAnswer },
        })
        const restored = yield* post("/updatepassword", {
          token: fresh.token,
          body: { ...me, UserPass: "Brave#2025", NewUserPass: demoPlayer.password },
        })
        assert.strictEqual(restored.status, 200)
      }),
    )

    it.effect(
      "IP whitelist: status 0, a request makes it waiting (2), approval makes it 1; repeats are 409",
      () =>
        Effect.gen(function* () {
          const ip = "203.0.113.77"
          const { token, user } = yield* login(demoPlayer.userId, demoPlayer.password)
          const status = () => Effect.map(call("GET", "/user-ip", { token, ip }), (r) => r.json().useripdata)
          assert.deepStrictEqual(yield* status(), { CC_IP: ip, CC_status: ipStatus.notWhitelisted })
          const requested = yield* post("/whitelist-user-ip", { token, ip })
          assert.deepStrictEqual(requested.json(), { message: accountMessages.ipRequested })
          assert.deepStrictEqual(yield* status(), { CC_IP: ip, CC_status: ipStatus.pending })
          const again = yield* post("/whitelist-user-ip", { token, ip })
          assert.strictEqual(again.status, 409)
          assert.strictEqual(again.json().message, accountMessages.ipAlreadyRequested)

          const sql = yield* SqlClient.SqlClient
          yield* sql`UPDATE ip_whitelist_requests SET status = 'approved'
            WHERE user_num = ${user.UserNum} AND ip_address = ${ip}`
          assert.deepStrictEqual(yield* status(), { CC_IP: ip, CC_status: ipStatus.whitelisted })
          const done = yield* post("/whitelist-user-ip", { token, ip })
          assert.strictEqual(done.status, 409)
          assert.strictEqual(done.json().message, accountMessages.ipAlreadyWhitelisted)
          const [count] = yield* sql<{ n: number }>`
            SELECT count(*)::int AS n FROM ip_whitelist_requests WHERE ip_address = ${ip}`
          assert.strictEqual(count?.n, 1)
          // Another address of the same player is its own question.
          const other = yield* call("GET", "/user-ip", { token, ip: "203.0.113.78" })
          assert.strictEqual(other.json().useripdata.CC_status, ipStatus.notWhitelisted)
        }),
    )
  })
})
