import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process"

/** Runs a command with the terminal attached and resolves with its exit code (1 when killed by a signal). */
export const run = (
  command: string,
  args: ReadonlyArray<string>,
  options: SpawnOptions = {},
): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options })
    child.on("error", reject)
    child.on("exit", (code) => resolve(code ?? 1))
  })

/** The arguments that run a root package.json script, as a person would type `npm run <script>`. */
const npmRunArgs = (script: string, args: ReadonlyArray<string>) => [
  "run",
  "--silent",
  script,
  ...(args.length > 0 ? ["--", ...args] : []),
]

/** Runs a root package.json script, as a person would type `npm run <script>`. */
export const runScript = (script: string, args: ReadonlyArray<string> = [], options: SpawnOptions = {}) =>
  run("npm", npmRunArgs(script, args), options)

/**
 * Runs a root package.json script with its output passed through as it comes, and resolves with its
 * exit code and its last `keepLines` lines of output (standard output and error interleaved), so a
 * caller can repeat why it failed where a reader of a long log looks: at the end.
 */
export const runScriptKeepingTail = (
  script: string,
  keepLines: number,
  options: SpawnOptions & {
    /** Where its output goes as it comes (the terminal by default); a run beside another collects it. */
    readonly write?: (chunk: Buffer, stream: "stdout" | "stderr") => void
  } = {},
): Promise<{ readonly code: number; readonly tail: ReadonlyArray<string> }> =>
  new Promise((resolve, reject) => {
    const { write = (chunk, stream) => process[stream].write(chunk), ...spawnOptions } = options
    const child = spawn("npm", npmRunArgs(script, []), {
      ...spawnOptions,
      stdio: ["inherit", "pipe", "pipe"],
    })
    const tail: Array<string> = []
    const passThrough = (stream: NodeJS.ReadableStream | null, out: "stdout" | "stderr") => {
      let unfinished = ""
      stream?.on("data", (chunk: Buffer) => {
        write(chunk, out)
        const lines = (unfinished + chunk.toString("utf8")).split("\n")
        unfinished = lines.pop() ?? ""
        tail.push(...lines)
        tail.splice(0, Math.max(0, tail.length - keepLines))
      })
    }
    passThrough(child.stdout, "stdout")
    passThrough(child.stderr, "stderr")
    child.on("error", reject)
    child.on("close", (code) => resolve({ code: code ?? 1, tail }))
  })

/** Stops a background child and waits until it has exited, escalating to SIGKILL if it lingers. */
export const stopChild = (child: ChildProcess, graceMs = 5_000): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const escalation = setTimeout(() => child.kill("SIGKILL"), graceMs)
    child.once("exit", () => {
      clearTimeout(escalation)
      resolve()
    })
    child.kill("SIGTERM")
  })
