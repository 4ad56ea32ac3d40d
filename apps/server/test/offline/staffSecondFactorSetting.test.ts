import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { accountSettingsFromEnvironment } from "../../src/accounts/AccountSettings.ts"

const staffSecondFactorFor = (env: Record<string, string>) =>
  Effect.map(
    accountSettingsFromEnvironment.parse(ConfigProvider.fromEnv({ env })),
    (settings) => settings.staffSecondFactor,
  )

describe("STAFF_SECOND_FACTOR", () => {
  it.effect("is on in production mode unless turned off, and off elsewhere unless turned on", () =>
    Effect.gen(function* () {
      assert.isTrue(yield* staffSecondFactorFor({ NODE_ENV: "production" }))
      assert.isFalse(yield* staffSecondFactorFor({ NODE_ENV: "production", STAFF_SECOND_FACTOR: "0" }))
      assert.isFalse(yield* staffSecondFactorFor({}))
      assert.isTrue(yield* staffSecondFactorFor({ STAFF_SECOND_FACTOR: "1" }))
    }),
  )

  it.effect("refuses a value it cannot read", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(staffSecondFactorFor({ STAFF_SECOND_FACTOR: "perhaps" }))
      assert.strictEqual(error._tag, "ConfigError")
    }),
  )
})
