import { createHash } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { Passwords } from "../src/security/passwords.ts"

const upperMd5 = (text: string) => createHash("md5").update(text).digest("hex").toUpperCase()

describe("the password format setting", () => {
  it.effect("md5-19 stores the game's 19 characters, and every format verifies under either setting", () =>
    Effect.gen(function* () {
      const game = yield* Effect.provide(Effect.service(Passwords), Passwords.layerWith("md5-19"))
      const scrypt = yield* Effect.provide(Effect.service(Passwords), Passwords.layer)
      // The value web panels of RAN servers write for "password", fitting UserPass varchar(20).
      assert.strictEqual(yield* game.hash("password"), "5F4DCC3B5AA765D61D8")
      const stored = yield* game.hash("Hero#2024")
      assert.strictEqual(stored, upperMd5("Hero#2024").slice(0, 19))
      assert.isTrue(yield* game.verify("Hero#2024", stored))
      assert.isFalse(yield* game.verify("hero#2024", stored))
      // Switching back to scrypt keeps game-format passwords working, and the other way round.
      assert.isTrue(yield* scrypt.verify("Hero#2024", stored))
      assert.isTrue(yield* scrypt.verify("Hero#2024", stored.toLowerCase()))
      assert.isTrue(yield* game.verify("Hero#2024", yield* scrypt.hash("Hero#2024")))
      // The 32 characters the earlier game-md5 setting stored still verify.
      assert.isTrue(yield* scrypt.verify("Hero#2024", upperMd5("Hero#2024")))
      assert.isFalse(yield* scrypt.verify("Hero#2025", upperMd5("Hero#2024")))
      // Secret answers stay scrypt whatever the setting: no game reads them.
      assert.match(yield* game.hashSecretAnswer("Biscuit"), /^scrypt\$/)
    }),
  )

  it.effect("is read from PASSWORD_FORMAT, scrypt by default, and a wrong value stops the start", () =>
    Effect.gen(function* () {
      const read = (env: Record<string, string>) =>
        Effect.provide(
          Effect.service(AccountSettings),
          AccountSettings.layer.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env })))),
        )
      const defaults = yield* read({})
      assert.strictEqual(defaults.passwordFormat, "scrypt")
      assert.strictEqual(defaults.mail._tag, "Outbox")
      assert.strictEqual(defaults.publicUrl, "http://localhost:8080")
      const configured = yield* read({
        PASSWORD_FORMAT: "md5-19",
        SMTP_URL: "smtp://mailer:secret@mail.example.com:587",
        PUBLIC_URL: "https://play.example.com/",
        PORT: "9000",
      })
      assert.strictEqual(configured.passwordFormat, "md5-19")
      assert.strictEqual(configured.mail._tag, "Smtp")
      assert.strictEqual(configured.publicUrl, "https://play.example.com")
      assert.strictEqual((yield* read({ PORT: "9000" })).publicUrl, "http://localhost:9000")
      const dropped = yield* read({ MAIL_DIR: "/var/tmp/gatehouse-mail" })
      assert.deepStrictEqual(dropped.mail, {
        _tag: "Directory",
        directory: "/var/tmp/gatehouse-mail",
        from: "Gatehouse <no-reply@localhost>",
      })
      const wrong = yield* Effect.exit(read({ PASSWORD_FORMAT: "plain" }))
      assert.strictEqual(wrong._tag, "Failure")
    }),
  )
})
