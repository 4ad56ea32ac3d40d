import { type ChildProcess, spawn } from "node:child_process"
import { setTimeout as sleep } from "node:timers/promises"

export interface ServerProcess {
  readonly origin: string
  /** The process id, to read its memory. */
  readonly pid: number | undefined
  /** Everything the process wrote so far, stdout and stderr interleaved. */
  readonly output: () => string
  /**
   * Sends SIGTERM and waits for the process to exit by itself; resolves with its exit code. Kills it
   * (and fails) when it is still running after `graceMs`, since a stop that needs SIGKILL is a bug.
   */
  readonly stop: (graceMs?: number) => Promise<number>
}

const running = new Set<ChildProcess>()

// A server must never outlive the script, whatever ends it.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL")
})
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill("SIGKILL")
    process.exit(130)
  })
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode })
    } else child.once("exit", (code, signal) => resolve({ code, signal }))
  })

/**
 * Starts a server process with exactly the command, arguments, working directory and environment
 * given (no inherited variables, as systemd and a container start it), then waits until
 * `GET /api/health` answers 200. Fails with the process' output if it exits or never gets healthy.
 */
export const startServerProcess = async (options: {
  readonly command: string
  readonly args: ReadonlyArray<string>
  readonly cwd: string
  readonly env: Readonly<Record<string, string>>
  readonly port: number
  readonly readyTimeoutMs?: number
  /**
   * Whether to keep what the process writes (default). A benchmark drops standard output, where a
   * log line per request would cost the measuring process its own time, and lets errors through.
   */
  readonly keepOutput?: boolean
}): Promise<ServerProcess> => {
  const child = spawn(options.command, [...options.args], {
    cwd: options.cwd,
    env: { ...options.env },
    stdio: options.keepOutput === false ? ["ignore", "ignore", "inherit"] : ["ignore", "pipe", "pipe"],
  })
  running.add(child)
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8")
  })
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8")
  })
  const exited = exitOf(child).then((result) => {
    running.delete(child)
    return result
  })
  const origin = `http://127.0.0.1:${options.port}`

  const stop = async (graceMs = 20_000) => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
    const result = await Promise.race([exited, sleep(graceMs).then(() => undefined)])
    if (result === undefined) {
      child.kill("SIGKILL")
      await exited
      throw new Error(`the server did not stop within ${graceMs / 1000} s of SIGTERM and was killed`)
    }
    return result.code ?? 128
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000)
  let lastProblem = "no answer yet"
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output}`,
      )
    }
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) })
      await response.body?.cancel()
      if (response.status === 200) return { origin, pid: child.pid, output: () => output, stop }
      lastProblem = `HTTP ${response.status}`
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error)
    }
    await sleep(200)
  }
  await stop(5_000).catch(() => undefined)
  throw new Error(`the server was not healthy at ${origin}/api/health in time (${lastProblem}):\n${output}`)
}
