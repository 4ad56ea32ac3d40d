import * as path from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Redacted } from "effect"
import { publicUrlRequiredMessage, settingsFromEnvironment } from "../src/config.ts"

const settingsFor = (env: Record<string, string>) =>
  settingsFromEnvironment.parse(ConfigProvider.fromEnv({ env }))

describe("settings from the environment", () => {
  it.effect("with nothing set: port 8080, the embedded database in ./data, demo data on", () =>
    Effect.gen(function* () {
      const settings = yield* settingsFor({})
      assert.strictEqual(settings.port, 8080)
      assert.deepStrictEqual(settings.database, { _tag: "Embedded", dataDir: path.resolve("data") })
      assert.isTrue(settings.seedDemo)
      assert.strictEqual(settings.trustedProxies, 0)
    }),
  )

  it.effect("TRUST_PROXY says how many reverse proxies stand in front", () =>
    Effect.gen(function* () {
      assert.strictEqual((yield* settingsFor({ TRUST_PROXY: "1" })).trustedProxies, 1)
    }),
  )

  it.effect("PUBLIC_URL names the address players open, as its origin; empty means unset", () =>
    Effect.gen(function* () {
      assert.strictEqual(
        (yield* settingsFor({ PUBLIC_URL: "https://play.example.org/" })).publicUrl,
        "https://play.example.org",
      )
      assert.isUndefined((yield* settingsFor({ PUBLIC_URL: "" })).publicUrl)
      assert.isUndefined((yield* settingsFor({})).publicUrl)
    }),
  )

  it.effect("production refuses to start without PUBLIC_URL, naming the setting", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(settingsFor({ NODE_ENV: "production" }))
      assert.strictEqual(error._tag, "ConfigError")
      assert.include(error.message, publicUrlRequiredMessage)
      assert.include(
        (yield* Effect.flip(settingsFor({ NODE_ENV: "production", PUBLIC_URL: " " }))).message,
        "PUBLIC_URL",
      )
      const set = yield* settingsFor({ NODE_ENV: "production", PUBLIC_URL: "https://play.example.org" })
      assert.strictEqual(set.publicUrl, "https://play.example.org")
    }),
  )

  it.effect("the metrics port listens on loopback unless METRICS_HOST opens it", () =>
    Effect.gen(function* () {
      assert.strictEqual(
        (yield* settingsFor({ METRICS_PORT: "9464" })).observability.metricsHost,
        "127.0.0.1",
      )
      const opened = yield* settingsFor({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })
      assert.strictEqual(opened.observability.metricsHost, "0.0.0.0")
    }),
  )

  it.effect("DATA_DIR is taken relative to where the process starts", () =>
    Effect.gen(function* () {
      const settings = yield* settingsFor({ DATA_DIR: "var/gatehouse", PORT: "3000" })
      assert.deepStrictEqual(settings.database, { _tag: "Embedded", dataDir: path.resolve("var/gatehouse") })
      assert.strictEqual(settings.port, 3000)
    }),
  )

  it.effect("DATABASE_URL selects PostgreSQL, where demo data is opt-in with SEED_DEMO=1", () =>
    Effect.gen(function* () {
      const url = "postgres://gatehouse@db.internal:5432/gatehouse"
      const external = yield* settingsFor({ DATABASE_URL: url })
      assert.strictEqual(external.database._tag, "External")
      if (external.database._tag === "External")
        assert.strictEqual(Redacted.value(external.database.url), url)
      assert.isFalse(external.seedDemo)
      assert.isTrue((yield* settingsFor({ DATABASE_URL: url, SEED_DEMO: "1" })).seedDemo)
    }),
  )

  it.effect("SEED_DEMO=0 keeps the embedded database empty; an empty DATABASE_URL means unset", () =>
    Effect.gen(function* () {
      assert.isFalse((yield* settingsFor({ SEED_DEMO: "0" })).seedDemo)
      const blank = yield* settingsFor({ DATABASE_URL: "" })
      assert.strictEqual(blank.database._tag, "Embedded")
    }),
  )

  it.effect("refuses a port or a switch it cannot read", () =>
    Effect.gen(function* () {
      const unreadable: ReadonlyArray<Record<string, string>> = [
        { PORT: "eighty" },
        { PORT: "70000" },
        { SEED_DEMO: "perhaps" },
        { PUBLIC_URL: "play.example.org" },
      ]
      for (const env of unreadable) {
        const error = yield* Effect.flip(settingsFor(env))
        assert.strictEqual(error._tag, "ConfigError")
      }
    }),
  )
})
