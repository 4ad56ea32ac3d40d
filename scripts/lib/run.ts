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

/** Runs a root package.json script, as a person would type `npm run <script>`. */
export const runScript = (script: string, args: ReadonlyArray<string> = [], options: SpawnOptions = {}) =>
  run("npm", ["run", "--silent", script, ...(args.length > 0 ? ["--", ...args] : [])], options)

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
