import { createHash } from "node:crypto"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { Passwords } from "../src/security/passwords.ts"

const upperMd5 = (text: string) => createHash("md5").update(text).digest("hex").toUpperCase()

describe("the password format setting", () => {
  it.effect("game-md5 stores upper-case MD5 hex, and either format verifies under either setting", () =>
    Effect.gen(function* () {
      const game = yield* Effect.provide(Effect.service(Passwords), Passwords.layerWith("game-md5"))
      const scrypt = yield* Effect.provide(Effect.service(Passwords), Passwords.layer)
      const stored = yield* game.hash("Hero#2024")
      assert.strictEqual(stored, upperMd5("Hero#2024"))
      assert.isTrue(yield* game.verify("Hero#2024", stored))
      assert.isFalse(yield* game.verify("hero#2024", stored))
      // Switching back to scrypt keeps game-format passwords working, and the other way round.
      assert.isTrue(yield* scrypt.verify("Hero#2024", stored))
      assert.isTrue(yield* scrypt.verify("Hero#2024", stored.toLowerCase()))
      assert.isTrue(yield* game.verify("Hero#2024", yield* scrypt.hash("Hero#2024")))
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
        PASSWORD_FORMAT: "game-md5",
        SMTP_URL: "smtp://mailer:secret@mail.example.com:587",
        PUBLIC_URL: "https://play.example.com/",
        PORT: "9000",
      })
      assert.strictEqual(configured.passwordFormat, "game-md5")
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
