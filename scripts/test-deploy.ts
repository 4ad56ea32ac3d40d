// `npm run test:deploy`: proves the operator kit on this machine, as an operator would notice.
// - The settings reference names every variable the server reads.
// - The compiled server starts exactly as the Dockerfile's CMD and as the systemd unit's ExecStart
//   say (same arguments, working directory and environment), answers /api/health and serves news;
//   the image's HEALTHCHECK command passes against it and fails once it is stopped.
// - A PostgreSQL backup taken with the documented pg_dump recipe and restored with the documented
//   pg_restore recipe holds a player's change, and the server serves it from the restored database.
// - A stop-and-copy backup of the embedded database's DATA_DIR starts and holds the change.
// What cannot run here (no container engine, no systemd as PID 1) is listed in docs/deploying.md.
import { spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import {
  namedInEnvironmentFile,
  readDockerfile,
  readEnvironmentFile,
  readSystemdService,
} from "./lib/deploy-files.ts"
import { findFreePort } from "./lib/free-port.ts"
import { databaseAnswers, testDatabaseUrl } from "./lib/postgres.ts"
import { runScript } from "./lib/run.ts"
import { type ServerProcess, startServerProcess } from "./lib/server-process.ts"

const root = fileURLToPath(new URL("..", import.meta.url))
const fromRoot = (...parts: Array<string>) => path.join(root, ...parts)

/** What a fresh demo database holds (docs/demo.md). */
const demo = { userId: "demohero", password: "Hero#2024", rCoin: 8115 } as const

/** A clean environment, as a container or systemd gives it: nothing from this shell leaks in. */
const baseEnvironment = (): Record<string, string> => ({
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
})

// ── small helpers ──────────────────────────────────────────────────────────────────────────────────

const temporaryDirectories: Array<string> = []
const temporaryDirectory = async (label: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `gatehouse-deploy-${label}-`))
  temporaryDirectories.push(dir)
  return dir
}

/** Runs a command without a terminal; resolves with its exit code and everything it printed. */
const capture = (command: string, args: ReadonlyArray<string>, env?: NodeJS.ProcessEnv) =>
  new Promise<{ code: number; output: string }>((resolve, reject) => {
    const child = spawn(command, [...args], {
      cwd: root,
      env: env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8")
    })
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8")
    })
    child.on("error", reject)
    child.on("exit", (code) => resolve({ code: code ?? 1, output }))
  })

const mustSucceed = async (command: string, args: ReadonlyArray<string>) => {
  const { code, output } = await capture(command, args)
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output}`)
  return output
}

const check = (condition: boolean, message: string): void => {
  if (!condition) throw new Error(message)
}

// biome-ignore lint/suspicious/noExplicitAny: answers of several shapes are read and checked here.
type Json = any

const call = async (
  origin: string,
  target: string,
  options: { readonly method?: string; readonly body?: unknown; readonly token?: string } = {},
): Promise<{ status: number; body: Json }> => {
  const response = await fetch(new URL(target, origin), {
    method: options.method ?? "GET",
    headers: {
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(20_000),
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
}

/** What a visitor and an operator see first: a healthy server that serves the news. */
const servesNewsAndHealth = async (server: ServerProcess) => {
  const health = await call(server.origin, "/api/health")
  check(health.status === 200, `/api/health answered ${health.status}`)
  check(
    health.body?.status === "ok" && health.body?.database === "ok",
    `/api/health said ${JSON.stringify(health.body)}`,
  )
  const news = await call(server.origin, "/api/getnewsall/0/8/1/0")
  check(news.status === 200, `the news list answered ${news.status}`)
  check(Array.isArray(news.body?.data) && news.body.data.length > 0, "the news list is empty")
  return news.body.data.length as number
}

const logIn = async (origin: string) => {
  const login = await call(origin, "/api/processlogin", {
    method: "POST",
    body: { UserID: demo.userId, UserPass: demo.password },
  })
  check(
    login.status === 200,
    `${demo.userId} could not log in (${login.status} ${JSON.stringify(login.body)})`,
  )
  return { token: login.body.data.token as string, rCoin: login.body.data.user.UserPoint as number }
}

/** The change a player notices: a code redeemed, the R-Coin balance up by its value. */
const redeem = async (origin: string, code: string) => {
  const { token, rCoin: before } = await logIn(origin)
  const redeemed = await call(origin, "/api/processCoupon", {
    method: "POST",
    token,
    body: { CouponCode: code },
  })
  check(
    redeemed.status === 200,
    `redeeming ${code} answered ${redeemed.status} ${JSON.stringify(redeemed.body)}`,
  )
  const after = redeemed.body.userPoints as number
  check(after > before, `redeeming ${code} left the balance at ${after}`)
  return after
}

/** The restored copy must hold the change: the same balance, and the code already used. */
const holdsTheChange = async (origin: string, code: string, expectedRCoin: number) => {
  const { token, rCoin } = await logIn(origin)
  check(
    rCoin === expectedRCoin,
    `${demo.userId} has ${rCoin} R-Coin on the restored copy, expected ${expectedRCoin}`,
  )
  const again = await call(origin, "/api/processCoupon", {
    method: "POST",
    token,
    body: { CouponCode: code },
  })
  check(again.status === 409, `redeeming ${code} again answered ${again.status}, expected 409 (already used)`)
}

const stoppedCleanly = async (server: ServerProcess, cleanCodes: ReadonlyArray<number>) => {
  const code = await server.stop()
  check(cleanCodes.includes(code), `the server exited with ${code} on SIGTERM:\n${server.output()}`)
  return code
}

// ── the checks ─────────────────────────────────────────────────────────────────────────────────────

const settingsSources = [
  "apps/server/src/config.ts",
  "apps/server/src/accounts/AccountSettings.ts",
  "apps/server/src/gamelink/settings.ts",
]

const settingsReferenceIsComplete = async () => {
  const read = new Set<string>()
  for (const source of settingsSources) {
    for (const match of readFileSync(fromRoot(source), "utf8").matchAll(
      /"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})"/g,
    )) {
      read.add(match[1] ?? "")
    }
  }
  check(read.size > 10, `found only ${read.size} settings in ${settingsSources.join(", ")}`)
  const inExample = namedInEnvironmentFile(fromRoot(".env.example"))
  const guide = readFileSync(fromRoot("docs/deploying.md"), "utf8")
  const missing = [...read].flatMap((name) => [
    ...(inExample.has(name) ? [] : [`${name} in .env.example`]),
    ...(guide.includes(`| \`${name}\``) ? [] : [`${name} in the settings table of docs/deploying.md`]),
  ])
  check(missing.length === 0, `not documented: ${missing.join(", ")}`)
  return `${read.size} variables, each in .env.example and docs/deploying.md`
}

const buildServer = async () => {
  const code = await runScript("build:server", [], { stdio: ["ignore", "ignore", "inherit"] })
  check(code === 0, `npm run build:server exited with ${code}`)
  check(
    existsSync(fromRoot("apps/server/dist/main.js")),
    "apps/server/dist/main.js is missing after the build",
  )
  return "apps/server/dist/main.js"
}

/** The image's node is this machine's node: the first word of an exec form must be `node`. */
const withThisNode = (argv: ReadonlyArray<string>, what: string) => {
  check(argv[0] === "node", `${what} does not start with node: ${JSON.stringify(argv)}`)
  return [process.execPath, ...argv.slice(1)] as const
}

const dockerfileCommand = async () => {
  const image = readDockerfile(fromRoot("Dockerfile"))
  const [command, ...args] = withThisNode(image.cmd, "CMD")
  check(image.env.NODE_ENV === "production", "the image does not set NODE_ENV=production")
  check(
    image.expose.includes(Number(image.env.PORT ?? 8080)),
    `EXPOSE ${image.expose} is not the image's PORT`,
  )
  check(image.healthcheck !== undefined, "the image has no HEALTHCHECK")
  const port = await findFreePort()
  const dataDir = await temporaryDirectory("image")
  // WORKDIR holds the repository's layout (apps/server/dist, apps/portal/dist, node_modules): here, the root.
  const server = await startServerProcess({
    command,
    args,
    cwd: root,
    // The image leaves PUBLIC_URL to `docker run -e`, as docs/deploying.md runs it.
    env: {
      ...baseEnvironment(),
      ...image.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    port,
  })
  let stopped = false
  try {
    const news = await servesNewsAndHealth(server)
    const [probe, ...probeArgs] = withThisNode(image.healthcheck ?? [], "HEALTHCHECK")
    const probeEnv = { ...baseEnvironment(), ...image.env, PORT: String(port) }
    const healthy = await capture(probe, probeArgs, probeEnv)
    check(healthy.code === 0, `the HEALTHCHECK command failed against a healthy server:\n${healthy.output}`)
    await server.stop()
    stopped = true
    const down = await capture(probe, probeArgs, probeEnv)
    check(down.code !== 0, "the HEALTHCHECK command passed with the server stopped")
    return `\`${image.cmd.join(" ")}\` with the image's ENV (${Object.keys(image.env).join(", ")}): healthy, ${news} news items; HEALTHCHECK passes, and fails once stopped`
  } finally {
    if (!stopped) await server.stop().catch(() => undefined)
  }
}

const systemdUnit = async () => {
  const unitFile = fromRoot("deploy/gatehouse.service")
  const unit = readSystemdService(unitFile)
  const [node, ...args] = unit.execStart
  check(
    node !== undefined && path.isAbsolute(node),
    `ExecStart must name node by an absolute path: ${unit.execStart}`,
  )
  check(unit.workingDirectory !== undefined, "the unit has no WorkingDirectory")

  let verified = "systemd-analyze is not installed, so the unit's syntax was not verified"
  const analyzer = await capture("systemd-analyze", ["--version"]).catch(() => undefined)
  if (analyzer?.code === 0) {
    const copy = path.join(await temporaryDirectory("unit"), "gatehouse.service")
    await writeFile(
      copy,
      readFileSync(unitFile, "utf8").replace(`ExecStart=${node}`, `ExecStart=${process.execPath}`),
    )
    const verify = await capture("systemd-analyze", ["verify", copy])
    check(verify.code === 0 && verify.output.trim() === "", `systemd-analyze verify:\n${verify.output}`)
    verified = "systemd-analyze verify finds nothing to say"
  }

  // EnvironmentFile= is /etc/gatehouse/gatehouse.env, made from .env.example: use that file as shipped.
  const port = await findFreePort()
  const dataDir = await temporaryDirectory("unit-data")
  const server = await startServerProcess({
    command: process.execPath,
    args,
    cwd: root,
    env: {
      ...baseEnvironment(),
      ...unit.environment,
      ...readEnvironmentFile(fromRoot(".env.example")),
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    port,
  })
  try {
    const news = await servesNewsAndHealth(server)
    const code = await stoppedCleanly(server, [0, ...unit.successExitStatus])
    return `\`${unit.execStart.join(" ")}\` (node: this one) in ${unit.workingDirectory} (here: the repository) with the unit's Environment= and .env.example: healthy, ${news} news items, stopped by SIGTERM with status ${code}; ${verified}`
  } finally {
    await server.stop().catch(() => undefined)
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const guide = () => readFileSync(fromRoot("docs/deploying.md"), "utf8")

/** The flags docs/deploying.md gives; the test runs exactly these. */
const dumpFlags = ["--format=custom", "--no-owner"] as const
const restoreFlags = ["--no-owner", "--single-transaction", "--exit-on-error"] as const

/** The compiled server as the guide starts it, on a free port, with `env` added. */
const startCompiled = async (env: Record<string, string>) => {
  const port = await findFreePort()
  return startServerProcess({
    command: process.execPath,
    args: ["apps/server/dist/main.js"],
    cwd: root,
    env: {
      ...baseEnvironment(),
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    port,
  })
}

const postgresBackupRoundTrip = async () => {
  const docs = guide()
  check(
    docs.includes(`pg_dump ${dumpFlags.join(" ")} --file=`),
    "docs/deploying.md does not give this pg_dump recipe",
  )
  check(
    docs.includes(`pg_restore ${restoreFlags.join(" ")} --dbname=`),
    "docs/deploying.md does not give this pg_restore recipe",
  )
  const adminUrl = testDatabaseUrl()
  check(
    await databaseAnswers(adminUrl),
    `no PostgreSQL answers at ${new URL(adminUrl).host}; start one or set TEST_DATABASE_URL`,
  )
  const stamp = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const source = `gatehouse_deploy_${stamp}`
  const restored = `gatehouse_deploy_${stamp}_restored`
  const psql = (statement: string) =>
    mustSucceed("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", adminUrl, "-c", statement])
  const dumpFile = path.join(await temporaryDirectory("dump"), "gatehouse.dump")
  const code = "GATE-7Q2M-K9XD"
  try {
    await psql(`CREATE DATABASE ${source}`)
    const first = await startCompiled({ DATABASE_URL: databaseUrl(adminUrl, source), SEED_DEMO: "1" })
    let balance: number
    try {
      balance = await redeem(first.origin, code)
    } finally {
      await first.stop().catch(() => undefined)
    }

    const pgDumpVersion = (await mustSucceed("pg_dump", ["--version"])).trim()
    await mustSucceed("pg_dump", [...dumpFlags, `--file=${dumpFile}`, databaseUrl(adminUrl, source)])
    await psql(`CREATE DATABASE ${restored}`)
    await mustSucceed("pg_restore", [
      ...restoreFlags,
      `--dbname=${databaseUrl(adminUrl, restored)}`,
      dumpFile,
    ])

    // SEED_DEMO=0: whatever the restored server serves came from the dump.
    const second = await startCompiled({ DATABASE_URL: databaseUrl(adminUrl, restored), SEED_DEMO: "0" })
    try {
      const news = await servesNewsAndHealth(second)
      await holdsTheChange(second.origin, code, balance)
      return `${pgDumpVersion}: ${demo.userId} redeemed ${code} (${demo.rCoin} → ${balance} R-Coin); after pg_dump and pg_restore into a new database the server (SEED_DEMO=0) serves ${news} news items, ${demo.userId} logs in with ${balance} R-Coin and the code counts as used`
    } finally {
      await second.stop().catch(() => undefined)
    }
  } finally {
    for (const name of [restored, source])
      await psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined)
  }
}

const embeddedStopAndCopy = async () => {
  const live = await temporaryDirectory("embedded")
  const backups = await temporaryDirectory("embedded-backup")
  const backup = path.join(backups, "gatehouse-data")
  const code = "GATE-R4TN-8WLC"
  const start = (dataDir: string) => startCompiled({ DATA_DIR: dataDir })
  const first = await start(live)
  let balance: number
  try {
    balance = await redeem(first.origin, code)
  } finally {
    await stoppedCleanly(first, [0])
  }
  check(!existsSync(path.join(live, "gatehouse.pid")), "a stopped server left its lock file in DATA_DIR")
  // The documented recipe: with the server stopped, `cp -a` the whole DATA_DIR.
  await mustSucceed("cp", ["-a", live, backup])
  const restored = await start(backup)
  try {
    await holdsTheChange(restored.origin, code, balance)
    return `${demo.userId} redeemed ${code} (${demo.rCoin} → ${balance} R-Coin); the server stopped cleanly, and one started on a cp -a copy of DATA_DIR has the same balance and the code used`
  } finally {
    await restored.stop().catch(() => undefined)
  }
}

// ── run and report ─────────────────────────────────────────────────────────────────────────────────

const checks: ReadonlyArray<readonly [string, () => Promise<string>]> = [
  ["the settings reference is complete", settingsReferenceIsComplete],
  ["the server compiles", buildServer],
  ["the Dockerfile's CMD starts the compiled server", dockerfileCommand],
  ["the systemd unit's ExecStart starts the compiled server", systemdUnit],
  ["a PostgreSQL backup restores a database the server serves", postgresBackupRoundTrip],
  ["a stop-and-copy backup of the embedded database starts with its data", embeddedStopAndCopy],
]

const started = performance.now()
let failures = 0
for (const [title, run] of checks) {
  const begun = performance.now()
  try {
    const detail = await run()
    console.log(
      `\x1b[32m✔\x1b[0m ${title} (${((performance.now() - begun) / 1000).toFixed(1)} s)\n    ${detail}`,
    )
  } catch (error) {
    failures += 1
    const message = error instanceof Error ? error.message : String(error)
    console.log(
      `\x1b[31m✘\x1b[0m ${title} (${((performance.now() - begun) / 1000).toFixed(1)} s)\n    ${message}`,
    )
  }
}
for (const dir of temporaryDirectories) await rm(dir, { recursive: true, force: true })

const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  failures === 0
    ? `\nThe operator kit works here (${seconds} s). Not run here: docker build, docker compose and systemd itself (see docs/deploying.md).`
    : `\n${failures} of ${checks.length} operator kit checks failed (${seconds} s).`,
)
process.exit(failures === 0 ? 0 : 1)
