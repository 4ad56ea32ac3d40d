import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { Settings } from "./config.ts"
import { loggingLayer } from "./observability/telemetry.ts"
import { publicUrl, serverLayer } from "./server.ts"

/**
 * Starts Gatehouse: settings from the environment (PORT, DATA_DIR, DATABASE_URL, SEED_DEMO, the log,
 * metrics and limit settings in config.ts), then the database, the API and the portal in one
 * process. Ctrl+C or SIGTERM stops it gracefully.
 */
const main = Effect.gen(function* () {
  const settings = yield* Settings
  return yield* Layer.launch(
    Layer.effectDiscard(
      Effect.flatMap(publicUrl, (url) => Effect.logInfo(`Gatehouse is running at ${url}`)),
    ).pipe(Layer.provide(serverLayer(settings))),
  ).pipe(Effect.provide(loggingLayer(settings.observability)))
})

main.pipe(Effect.provide(Settings.layer), NodeRuntime.runMain)
