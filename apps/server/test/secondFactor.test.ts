import { assert, describe, layer } from "@effect/vitest"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Clock, ConfigProvider, Duration, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { Secret, TOTP } from "otpauth"
import { accountMessages } from "../src/accounts/messages.ts"
import { codeAttemptPolicy, recoveryCodeCount, secondStepLifetime } from "../src/accounts/SecondFactor.ts"
import { secondFactorMessages } from "../src/accounts/secondFactorMessages.ts"
import { demoEditor, demoStaff } from "../src/seed/accounts.ts"
import { call, countRows, login, post, registration } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"

let players = 0
const password = "Steady#2025"

/** A new player of this test alone, signed in with the password (two-step sign-in still off). */
const newPlayer = Effect.gen(function* () {
  players += 1
  const userId = `twostep${players}`
  const registered = yield* post("/register", {
    body: registration({
      userId,
      userEmail: `${userId}@example.com`,
      userPassword: password,
      userPasswordConfirm: password,
    }),
  })
  assert.strictEqual(registered.status, 200, registered.text)
  return { userId, token: (yield* login(userId, password)).token }
})

/** The code the player's authenticator app shows now, as the app reads it from the otpauth:// URI. */
const appCode = (uri: string) =>
  Effect.map(Clock.currentTimeMillis, (timestamp) => {
    const secret = new URL(uri).searchParams.get("secret") ?? ""
    return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })
  })

/** A code the app does not show now. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

/** Turns two-step sign-in on for the signed-in account; returns the URI and the recovery codes. */
const turnOn = (token: string) =>
  Effect.gen(function* () {
    const setUp = yield* post("/second-factor/setup", { token })
    assert.strictEqual(setUp.status, 200, setUp.text)
    const { uri, secret } = setUp.json()
    assert.match(uri, /^otpauth:\/\/totp\//)
    assert.strictEqual(new URL(uri).searchParams.get("secret"), secret)
    const confirmed = yield* post("/second-factor/confirm", { token, body: { code: yield* appCode(uri) } })
    assert.strictEqual(confirmed.status, 200, confirmed.text)
    // The code that confirmed is spent: logins wait for the app's next one.
    yield* TestClock.adjust(Duration.seconds(30))
    return { uri, recoveryCodes: confirmed.json().recoveryCodes as ReadonlyArray<string> }
  })

/** The password step, which must ask for a code and make no session. */
const passwordStep = (userId: string) =>
  Effect.gen(function* () {
    const sessionsBefore = yield* countRows("sessions")
    const response = yield* post("/processlogin", { body: { UserID: userId, UserPass: password } })
    assert.strictEqual(response.status, 200, response.text)
    const body = response.json()
    assert.strictEqual(body.data, undefined, "no session before the code")
    assert.strictEqual(body.secondStep.message, secondFactorMessages.codeNeeded)
    assert.strictEqual(yield* countRows("sessions"), sessionsBefore)
    return body.secondStep.challenge as string
  })

const codeStep = (challenge: string, code: string) =>
  post("/processlogin/code", { body: { challenge, code } })

/** Staff must have two-step sign-in on here, as in production. */
const staffMustEnrol = ConfigProvider.layerAdd(ConfigProvider.fromUnknown({ STAFF_SECOND_FACTOR: "1" }), {
  asPrimary: true,
})

describe(`two-step sign-in, on ${databaseKind}`, () => {
  layer(testServer().pipe(Layer.provide(staffMustEnrol)))((it) => {
    it.effect("a player turns it on with a first code, then logs in with the password and a code", () =>
      Effect.gen(function* () {
        const { userId, token } = yield* newPlayer
        const off = yield* call("GET", "/second-factor", { token })
        assert.deepStrictEqual(off.json(), { enabled: false, required: false, recoveryCodesLeft: 0 })

        // The secret counts only once a code from the app confirms it.
        const setUp = yield* post("/second-factor/setup", { token })
        const wrong = yield* post("/second-factor/confirm", {
          token,
          body: { code: otherCode(yield* appCode(setUp.json().uri)) },
        })
        assert.strictEqual(wrong.status, 422)
        assert.strictEqual(wrong.json().message, secondFactorMessages.codeWrong)
        // Not confirmed, it is not on: the password alone still signs in.
        assert.isString((yield* login(userId, password)).token)
        const { uri, recoveryCodes } = yield* turnOn(token)
        assert.strictEqual(recoveryCodes.length, recoveryCodeCount)
        assert.deepStrictEqual((yield* call("GET", "/second-factor", { token })).json(), {
          enabled: true,
          required: false,
          recoveryCodesLeft: recoveryCodeCount,
        })
        // Asked again, it is already on.
        assert.strictEqual((yield* post("/second-factor/setup", { token })).status, 409)

        const challenge = yield* passwordStep(userId)
        const refused = yield* codeStep(challenge, otherCode(yield* appCode(uri)))
        assert.strictEqual(refused.status, 422)
        const code = yield* appCode(uri)
        const signedIn = yield* codeStep(challenge, code)
        assert.strictEqual(signedIn.status, 200, signedIn.text)
        assert.strictEqual(signedIn.json().data.message, accountMessages.loginSucceeded)
        const session = signedIn.json().data.token
        assert.strictEqual((yield* call("GET", "/second-factor", { token: session })).status, 200)

        // The same pending login does not open twice, and the same code does not work again.
        assert.strictEqual((yield* codeStep(challenge, code)).status, 422)
        const replayed = yield* codeStep(yield* passwordStep(userId), code)
        assert.strictEqual(replayed.status, 422)
        assert.strictEqual(replayed.json().message, secondFactorMessages.codeWrong)

        // A pending login waits only so long.
        const late = yield* passwordStep(userId)
        yield* TestClock.adjust(secondStepLifetime)
        const expired = yield* codeStep(late, yield* appCode(uri))
        assert.strictEqual(expired.status, 422)
        assert.strictEqual(expired.json().message, secondFactorMessages.loginExpired)
      }),
    )

    it.effect("each recovery code signs in once, and the password turns two-step sign-in off", () =>
      Effect.gen(function* () {
        const { userId, token } = yield* newPlayer
        const { recoveryCodes } = yield* turnOn(token)
        const [first] = recoveryCodes
        // Typed in lower case without the hyphen, as a player may.
        const typed = (first ?? "").replace("-", "").toLowerCase()
        assert.strictEqual((yield* codeStep(yield* passwordStep(userId), typed)).status, 200)
        assert.strictEqual((yield* codeStep(yield* passwordStep(userId), first ?? "")).status, 422)
        assert.strictEqual(
          (yield* call("GET", "/second-factor", { token })).json().recoveryCodesLeft,
          recoveryCodeCount - 1,
        )

        const wrongProof = yield* post("/second-factor/disable", { token, body: { proof: "Not#theone1" } })
        assert.strictEqual(wrongProof.status, 422)
        assert.strictEqual(wrongProof.json().message, secondFactorMessages.proofWrong)
        const off = yield* post("/second-factor/disable", { token, body: { proof: password } })
        assert.strictEqual(off.status, 200, off.text)
        assert.strictEqual((yield* login(userId, password)).message, accountMessages.loginSucceeded)
      }),
    )

    it.effect(
      "parallel wrong codes get exactly the limit's worth of tries, then even the right one waits",
      () =>
        Effect.gen(function* () {
          const { userId, token } = yield* newPlayer
          const { uri } = yield* turnOn(token)
          const challenge = yield* passwordStep(userId)
          const wrong = otherCode(yield* appCode(uri))
          const answers = yield* Effect.all(
            Array.from({ length: codeAttemptPolicy.limit + 4 }, () => codeStep(challenge, wrong)),
            { concurrency: "unbounded" },
          )
          const statuses = answers.map((answer) => answer.status)
          // The code that turned it on was one try of the account's too.
          assert.strictEqual(statuses.filter((status) => status === 422).length, codeAttemptPolicy.limit - 1)
          assert.strictEqual(statuses.filter((status) => status === 429).length, 5)
          const right = yield* codeStep(challenge, yield* appCode(uri))
          assert.strictEqual(right.status, 429)
          assert.deepStrictEqual(right.json(), { _tag: "TooManyRequests", message: tooManyRequestsMessage })
        }),
    )

    it.effect("staff reach no staff call until they turn it on, and then may not turn it off", () =>
      Effect.gen(function* () {
        const { token } = yield* login(demoEditor.userId, demoEditor.password)
        const blocked = yield* call("GET", "/staff/news", { token })
        assert.strictEqual(blocked.status, 403)
        assert.strictEqual(blocked.json().message, secondFactorMessages.staffMustEnrol)
        assert.isTrue((yield* call("GET", "/second-factor", { token })).json().required)

        const { uri } = yield* turnOn(token)
        assert.strictEqual((yield* call("GET", "/staff/news", { token })).status, 200)
        const keep = yield* post("/second-factor/disable", { token, body: { proof: demoEditor.password } })
        assert.strictEqual(keep.status, 403)
        assert.strictEqual(keep.json().message, secondFactorMessages.staffMustKeep)

        // From now on the password alone opens nothing for this account.
        const challenge = yield* Effect.map(
          post("/processlogin", { body: { UserID: demoEditor.userId, UserPass: demoEditor.password } }),
          (response) => response.json().secondStep.challenge as string,
        )
        const session = yield* codeStep(challenge, yield* appCode(uri))
        assert.strictEqual(session.status, 200, session.text)
        assert.strictEqual(
          (yield* call("GET", "/staff/news", { token: session.json().data.token })).status,
          200,
        )
      }),
    )

    it.effect("an administrator reads no recovery mail in the outbox before turning it on", () =>
      Effect.gen(function* () {
        const { token } = yield* login(demoStaff.userId, demoStaff.password)
        const outbox = yield* call("GET", "/staff/mail-outbox", { token })
        assert.strictEqual(outbox.status, 403)
        assert.strictEqual(outbox.json().message, secondFactorMessages.staffMustEnrol)
        yield* turnOn(token)
        assert.strictEqual((yield* call("GET", "/staff/mail-outbox", { token })).status, 200)
      }),
    )
  })
})
