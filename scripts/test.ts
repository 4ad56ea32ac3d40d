// `npm test`: every layer of tests in order, each as its own `npm run test:*` script, then one summary.
// A failing layer does not stop the later ones, so a single run shows everything that is wrong;
// the exit code is non-zero when any layer failed.
import { databaseAnswers, testDatabaseUrl } from "./lib/postgres.ts"
import { run, runScriptKeepingTail } from "./lib/run.ts"
import { supportedNode, unsupportedRuntime } from "./lib/runtime.ts"

type Outcome =
  | { readonly kind: "passed"; readonly seconds: number }
  | {
      readonly kind: "failed"
      readonly seconds: number
      readonly reason: string
      /** The layer's last lines of output, repeated at the end where a reader of the log looks. */
      readonly tail: ReadonlyArray<string>
    }
  | { readonly kind: "not run"; readonly reason: string }

interface Layer {
  readonly name: string
  readonly script: string
  readonly needsChromium?: boolean
  readonly env?: NodeJS.ProcessEnv
  /** Returns why the layer cannot run here, or undefined when it can. */
  readonly precondition?: () => Promise<string | undefined>
  /**
   * Runs side by side with the layer before it: the two server passes wait on their databases as
   * much as they compute (together on two cores about two thirds of their time one after the
   * other, measured 600 s against 900 s), and the typecheck keeps one core busy, which the unit
   * tests share with it.
   */
  readonly besidePrevious?: boolean
}

const inCi = process.env.CI === "true"

/**
 * The PostgreSQL pass runs whenever a server answers. CI always provides one (`.ci/run`), and an
 * explicit TEST_DATABASE_URL is a request to use it, so in both cases a missing server is a failure.
 */
const postgresPrecondition = async (): Promise<string | undefined> => {
  const url = testDatabaseUrl()
  if (inCi || process.env.TEST_DATABASE_URL) return undefined
  return (await databaseAnswers(url)) ? undefined : `no PostgreSQL answers at ${new URL(url).host}`
}

const withoutDatabaseUrl = (): NodeJS.ProcessEnv => {
  const { TEST_DATABASE_URL: _ignored, ...rest } = process.env
  return rest
}

const layers: ReadonlyArray<Layer> = [
  { name: "lint", script: "test:lint" },
  { name: "typecheck", script: "test:types" },
  { name: "unit", script: "test:unit", besidePrevious: true },
  { name: "server on PGlite", script: "test:server", env: withoutDatabaseUrl() },
  {
    name: "server on PostgreSQL",
    script: "test:server:postgres",
    precondition: postgresPrecondition,
    besidePrevious: true,
  },
  { name: "operator kit", script: "test:deploy" },
  // @gatehouse/ui packed and installed in another server's app, which it builds and checks in Chromium.
  { name: "ui consumer", script: "test:consumer", needsChromium: true },
  { name: "stories", script: "test:stories", needsChromium: true },
  { name: "e2e", script: "test:e2e", needsChromium: true },
]

/**
 * How much of a failed layer's output is repeated before the summary: enough for a test runner's
 * closing list of what failed and why, while the summary stays on a log's last screen.
 */
const failureTailLines = 40

const elapsedSince = (start: number) => (performance.now() - start) / 1000

const banner = (text: string) => console.log(`\n\x1b[1m━━ ${text} ━━\x1b[0m`)

/**
 * Runs one layer. Alone, its output passes through as it comes; beside another (`collected`), its
 * output is gathered and printed whole once it ends, so two layers' lines never interleave.
 */
const runLayer = async (
  layer: Layer,
  chromiumProblem: string | undefined,
  collected = false,
): Promise<Outcome> => {
  if (layer.needsChromium && chromiumProblem) return { kind: "not run", reason: chromiumProblem }
  const unmet = await layer.precondition?.()
  if (unmet) return { kind: "not run", reason: unmet }
  const heading = `${layer.name}: npm run ${layer.script}`
  const output: Array<Buffer> = []
  if (collected) console.log(`\n${heading}: started beside another layer; its output follows when it ends`)
  else banner(heading)
  const start = performance.now()
  const { code, tail } = await runScriptKeepingTail(layer.script, failureTailLines, {
    ...(layer.env ? { env: layer.env } : {}),
    ...(collected ? { write: (chunk: Buffer) => output.push(chunk) } : {}),
  })
  if (collected) {
    banner(heading)
    process.stdout.write(Buffer.concat(output))
  }
  const seconds = elapsedSince(start)
  return code === 0
    ? { kind: "passed", seconds }
    : { kind: "failed", seconds, reason: `exit code ${code}`, tail }
}

const ensureChromium = async (): Promise<string | undefined> => {
  banner("browser: scripts/ensure-chromium.sh")
  const code = await run("bash", ["scripts/ensure-chromium.sh"])
  return code === 0 ? undefined : "Chromium is not available (see the message above)"
}

const describeOutcome = (outcome: Outcome): string => {
  switch (outcome.kind) {
    case "passed":
      return `passed   ${outcome.seconds.toFixed(1).padStart(6)} s`
    case "failed":
      return `FAILED   ${outcome.seconds.toFixed(1).padStart(6)} s  (${outcome.reason})`
    case "not run":
      return `not run  ${"".padStart(8)}  (${outcome.reason})`
  }
}

const symbol = { passed: "\x1b[32m✔\x1b[0m", failed: "\x1b[31m✘\x1b[0m", "not run": "\x1b[33m–\x1b[0m" }

// Every layer below runs on this same Node, so the runtime is checked once, first.
const runtimeProblem = unsupportedRuntime()
if (runtimeProblem) {
  console.error(runtimeProblem)
  process.exit(1)
}
console.log(`Node ${process.versions.node} (supported: ${supportedNode})`)

const chromiumProblem = await ensureChromium()
const results: Array<readonly [Layer, Outcome]> = []
for (let index = 0; index < layers.length; index++) {
  const layer = layers[index] as Layer
  const beside = layers[index + 1]
  if (beside?.besidePrevious) {
    const outcomes = await Promise.all([
      runLayer(layer, chromiumProblem, true),
      runLayer(beside, chromiumProblem, true),
    ])
    results.push([layer, outcomes[0]], [beside, outcomes[1]])
    index += 1
  } else results.push([layer, await runLayer(layer, chromiumProblem)])
}

for (const [layer, outcome] of results) {
  if (outcome.kind !== "failed") continue
  banner(`${layer.name} failed; its last lines of output`)
  for (const line of outcome.tail) console.log(line)
}

const nameWidth = Math.max(...layers.map((layer) => layer.name.length))
banner("summary")
for (const [layer, outcome] of results) {
  console.log(`${symbol[outcome.kind]} ${layer.name.padEnd(nameWidth)}  ${describeOutcome(outcome)}`)
}

// Chromium missing means the browser layers did not prove anything: that is a failure, not a pass.
const failed = results.filter(
  ([layer, outcome]) => outcome.kind === "failed" || (outcome.kind === "not run" && layer.needsChromium),
)
console.log(
  failed.length === 0
    ? "\nAll test layers passed."
    : `\n${failed.length} of ${layers.length} test layers failed: ${failed.map(([layer]) => layer.name).join(", ")}`,
)
process.exit(failed.length === 0 ? 0 : 1)
