import { spawn } from "node:child_process"
import { access, mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { settingsProblems } from "../src/settingsCheck.ts"

/**
 * An operator who starts the server with wrong settings reads every problem at once, each naming
 * its setting in plain words, and the server stops before it creates or opens anything.
 */
const repositoryRoot = path.resolve(import.meta.dirname, "../../..")

/** `main.ts` started as an operator starts it (here from source), with only `env`; its exit and stderr. */
const runMain = (env: Readonly<Record<string, string>>) =>
  Effect.promise(
    () =>
      new Promise<{ readonly code: number | null; readonly stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
          cwd: repositoryRoot,
          env: { PATH: process.env.PATH ?? "", ...env },
          stdio: ["ignore", "ignore", "pipe"],
        })
        let stderr = ""
        child.stderr.on("data", (chunk: Buffer) => {
          stderr += chunk.toString("utf8")
        })
        child.once("exit", (code) => resolve({ code, stderr }))
      }),
  )

const exists = (file: string) =>
  Effect.promise(() =>
    access(file).then(
      () => true,
      () => false,
    ),
  )

describe("settings checked before anything starts", () => {
  it.effect("every problem is named at once, in plain words, a setting read twice named once", () =>
    Effect.gen(function* () {
      const problems = yield* settingsProblems({
        PORT: "99999",
        LOG_LEVEL: "loud",
        GAME_LINK: "ran",
        GAME_DATABASE_DIALECT: "postgres",
        GAME_GAME_DATABASE_URL: "postgres://game@127.0.0.1/RanGame1",
        GAME_TIME_ZONE: "Mars/Olympus_Mons",
        PAYMONGO_SECRET_KEY: "sk_test_123",
      })
      assert.deepStrictEqual(problems, [
        "PORT is not valid: expected a value between 1 and 65535.",
        "LOG_LEVEL is not valid: expected one of trace, debug, info, warning, error, none.",
        "PAYMONGO_WEBHOOK_SECRET is missing: PayMongo payments (PAYMONGO_SECRET_KEY is set) need the webhook's secret to trust its notices.",
        "GAME_TIME_ZONE is not valid: expected a time zone name such as Asia/Manila, Europe/Berlin or UTC.",
        "GAME_USER_DATABASE_URL is missing: the game link (GAME_LINK=ran) needs the address of the game's RanUser database.",
        "GAME_SHOP_DATABASE_URL is missing: the game link (GAME_LINK=ran) needs the address of the game's RanShop database.",
      ])
    }),
  )

  it.effect("no problems with nothing set, and none with a good time zone", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* settingsProblems({}), [])
      assert.deepStrictEqual(yield* settingsProblems({ GAME_TIME_ZONE: "Europe/Berlin" }), [])
    }),
  )

  it.effect("a value is never repeated back, since settings hold secrets", () =>
    Effect.gen(function* () {
      const problems = yield* settingsProblems({ DATABASE_POOL_SIZE: "s3cr3t-looking" })
      assert.deepStrictEqual(problems, [
        "DATABASE_POOL_SIZE is not valid: expected a string representing a finite number.",
      ])
    }),
  )

  it.live(
    "the server refuses to start, exits 1 and has created no data directory",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const root = yield* Effect.acquireRelease(
            Effect.promise(() => mkdtemp(path.join(tmpdir(), "gatehouse-settings-"))),
            (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
          )
          const dataDir = path.join(root, "data")
          const { code, stderr } = yield* runMain({
            DATA_DIR: dataDir,
            GAME_LINK: "ran",
            GAME_TIME_ZONE: "Manila",
          })
          assert.strictEqual(code, 1)
          assert.include(stderr, "Gatehouse cannot start: 4 settings need fixing")
          assert.include(
            stderr,
            "GAME_USER_DATABASE_URL is missing: the game link (GAME_LINK=ran) needs the address of the game's RanUser database.",
          )
          assert.include(stderr, "GAME_TIME_ZONE is not valid")
          assert.notInclude(stderr, "SchemaError")
          assert.isFalse(yield* exists(dataDir))
        }),
      ),
    60_000,
  )
})
