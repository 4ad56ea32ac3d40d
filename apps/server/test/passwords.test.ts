import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { Passwords } from "../src/security/passwords.ts"
import { hashToken, newToken } from "../src/security/tokens.ts"

describe("passwords", () => {
  it.effect("are stored as salted scrypt hashes that verify only the right password", () =>
    Effect.gen(function* () {
      const passwords = yield* Passwords
      const first = yield* passwords.hash("Hero#2024")
      const second = yield* passwords.hash("Hero#2024")
      assert.match(first, /^scrypt\$32768\$8\$1\$/)
      assert.notStrictEqual(first, second)
      assert.notInclude(first, "Hero#2024")
      assert.isTrue(yield* passwords.verify("Hero#2024", first))
      assert.isTrue(yield* passwords.verify("Hero#2024", second))
      assert.isFalse(yield* passwords.verify("hero#2024", first))
      assert.isFalse(yield* passwords.verify("Hero#2024", "not a hash"))
      assert.isFalse(yield* passwords.verify("Hero#2024", "scrypt$3$8$1$c2FsdA==$a2V5"))
    }).pipe(Effect.provide(Passwords.layer)),
  )

  it.effect("compare secret answers without regard to case or spacing", () =>
    Effect.gen(function* () {
      const passwords = yield* Passwords
      const stored = yield* passwords.hashSecretAnswer("New  York")
      assert.isTrue(yield* passwords.verifySecretAnswer(" new york ", stored))
      assert.isFalse(yield* passwords.verifySecretAnswer("Newark", stored))
    }).pipe(Effect.provide(Passwords.layer)),
  )
})

describe("session tokens", () => {
  it("are long, random and stored only as a digest", () => {
    const token = newToken()
    assert.isAtLeast(token.length, 43)
    assert.notStrictEqual(token, newToken())
    assert.match(hashToken(token), /^[0-9a-f]{64}$/)
    assert.strictEqual(hashToken(token), hashToken(token))
  })
})
