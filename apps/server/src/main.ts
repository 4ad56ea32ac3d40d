import { NodeRuntime } from "@effect/platform-node"
import { Cause, Effect, Exit, Layer, Runtime } from "effect"
import { defaultObservability, Settings } from "./config.ts"
import { databaseCommand } from "./database/command.ts"
import { gameLinkCheckCommand } from "./gamelink/check/command.ts"
import { loggingLayer } from "./observability/telemetry.ts"
import { publicUrl, serverLayer } from "./server.ts"
import { refusalText, settingsProblems } from "./settingsCheck.ts"

/**
 * Starts Gatehouse: settings from the environment (PORT, DATA_DIR, DATABASE_URL, SEED_DEMO, the log,
 * metrics and limit settings in config.ts), then the database, the API and the portal in one
 * process. Ctrl+C or SIGTERM stops it gracefully. The settings have been checked before this runs.
 */
const main = Effect.gen(function* () {
  const settings = yield* Settings
  return yield* Layer.launch(
    Layer.effectDiscard(
      Effect.flatMap(publicUrl, (url) => Effect.logInfo(`Gatehouse is running at ${url}`)),
    ).pipe(Layer.provide(serverLayer(settings))),
  ).pipe(Effect.provide(loggingLayer(settings.observability)))
})

/** `node dist/main.js gamelink check`: the operator's check of the game link (docs/game-link.md). */
const check = gameLinkCheckCommand.pipe(
  Effect.flatMap((code) => Effect.sync(() => process.exit(code))),
  Effect.provide(loggingLayer({ ...defaultObservability, logLevel: "error" })),
)

/** `node dist/main.js database …`: the embedded database copied to PostgreSQL, backed up, restored (docs/deploying.md). */
const database = (args: ReadonlyArray<string>) =>
  databaseCommand(args).pipe(
    Effect.flatMap((code) => Effect.sync(() => process.exit(code))),
    Effect.provide(loggingLayer({ ...defaultObservability, logLevel: "error" })),
  )

const [command, ...rest] = process.argv.slice(2)
/**
 * SIGTERM and SIGINT stop the server gracefully (http/draining.ts): that interruption is the
 * expected end of a server, so it exits 0; a failure to start or to run exits as the runtime says.
 */
const teardown: Runtime.Teardown = (exit, onExit) =>
  Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)
    ? onExit(0)
    : Runtime.defaultTeardown(exit, onExit)

/**
 * Every setting is checked before anything starts: a wrong one is named with all the others at once,
 * and nothing is created (no data directory, no embedded database) before the operator fixes them.
 */
const serve = () => {
  const problems = Effect.runSync(settingsProblems(process.env))
  if (problems.length > 0) {
    console.error(refusalText(problems))
    process.exit(1)
  }
  NodeRuntime.runMain(main.pipe(Effect.provide(Settings.layer)), { teardown })
}

if (command === undefined) serve()
else if (command === "gamelink" && rest.join(" ") === "check") NodeRuntime.runMain(check)
else if (command === "database") NodeRuntime.runMain(database(rest))
else {
  console.error(
    `Unknown command: ${[command, ...rest].join(" ")}. Run with no arguments to serve, or with "gamelink check" or "database copy-to-postgres|backup|restore".`,
  )
  process.exit(2)
}
