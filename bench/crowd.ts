import { mkdtemp, rm } from "node:fs/promises"
import { Agent, request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { startCompiledServer } from "./server-process.ts"

/**
 * A launch-day crowd against the compiled server: guests reading the public pages and news while
 * players buy, redeem codes and read their history, all at once, each a loop over a kept-alive
 * connection that pauses as a person does between clicks (about the think time, give or take half).
 * Reports each call's p50 and p99 and the answers that were not 2xx (503s above all), and the
 * server's memory once the crowd has gone.
 */
export interface CrowdOptions {
  readonly guests: number
  readonly players: number
  readonly seconds: number
  /** How long a guest reads a page before the next, and a player between actions (milliseconds). */
  readonly guestThinkMs: number
  readonly playerThinkMs: number
}

export interface CallFigures {
  readonly call: string
  readonly count: number
  readonly p50Ms: number
  readonly p99Ms: number
  /** Answers other than the call's expected ones (503 from a deadline, 500). */
  readonly failures: number
}

export interface CrowdResult {
  readonly calls: ReadonlyArray<CallFigures>
  readonly requestsPerSecond: number
  /** Resident memory once the crowd is over. */
  readonly rssAfterMb: number | undefined
  readonly peakRssMb: number | undefined
}

interface Answer {
  readonly status: number
  readonly body: string
}

const percentile = (sorted: ReadonlyArray<number>, fraction: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0)

/** The administrator of the demo (docs/demo.md), who hands out the players' R-Coin. */
const administrator = { UserID: "gatekeeper", UserPass: "Keeper#2024" }

const crowdPassword = "Crowd#2026pass"

export const runCrowd = async (serverEnv: NodeJS.ProcessEnv, options: CrowdOptions): Promise<CrowdResult> => {
  const workDir = await mkdtemp(join(tmpdir(), "gatehouse-crowd-"))
  // One proxy in front: every simulated player comes from an address of its own, as on the internet.
  const server = await startCompiledServer({
    DATA_DIR: join(workDir, "data"),
    TRUST_PROXY: "1",
    ...serverEnv,
  })
  const agent = new Agent({ keepAlive: true, maxSockets: options.guests + options.players + 4 })
  const target = new URL(server.origin)

  const send = (method: string, path: string, from: string, body?: unknown, token?: string) =>
    new Promise<Answer>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const outgoing = request(
        {
          host: target.hostname,
          port: target.port,
          path,
          method,
          agent,
          headers: {
            // As browsers ask: a page or list comes compressed, a tenth of its size.
            "accept-encoding": "br, gzip",
            "x-forwarded-for": from,
            "x-requested-with": "XMLHttpRequest",
            ...(payload === undefined ? {} : { "content-type": "application/json" }),
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          },
        },
        (response) => {
          const chunks: Array<Buffer> = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () => {
            const raw = Buffer.concat(chunks)
            const encoding = response.headers["content-encoding"]
            // Only the harness reads bodies (tokens, codes); the crowd's own answers are just counted.
            const body =
              encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw
            resolve({ status: response.statusCode ?? 0, body: body.toString("utf8") })
          })
          response.on("error", () => resolve({ status: 0, body: "" }))
        },
      )
      outgoing.on("error", () => resolve({ status: 0, body: "" }))
      outgoing.end(payload)
    })

  const addressOf = (n: number) => `203.0.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
  const tokenOf = (answer: Answer) => (JSON.parse(answer.body) as { data: { token: string } }).data.token

  try {
    // Players made before the clock starts: registered, logged in, given R-Coin by the administrator.
    const admin = tokenOf(await send("POST", "/api/processlogin", "198.51.100.1", administrator))
    const players: Array<{ token: string; address: string }> = []
    for (let n = 0; n < options.players; n++) {
      const userId = `crowd${n}`
      const address = addressOf(n)
      await send("POST", "/api/register", address, {
        userId,
        userFirstName: "Crowd",
        userLastName: "Player",
        userPassword: crowdPassword,
        userPasswordConfirm: crowdPassword,
        userEmail: `${userId}@example.com`,
        secretQuestion: 1,
        secretAnswer: "Cebu",
        gender: "Female",
        country: "Philippines",
        agreeTerms: true,
      })
      await send(
        "POST",
        "/api/staff/players/adjust",
        "198.51.100.1",
        { user: userId, currency: "rcoin", amount: "100000.00", reason: "Launch day load test" },
        admin,
      )
      players.push({
        token: tokenOf(
          await send("POST", "/api/processlogin", address, { UserID: userId, UserPass: crowdPassword }),
        ),
        address,
      })
    }
    const batch = JSON.parse(
      (
        await send(
          "POST",
          "/api/staff/codes/batches",
          "198.51.100.1",
          { name: "Launch day", count: 1000, rcoin: "10.00", milleage: "0.00" },
          admin,
        )
      ).body,
    ) as { batch: { id: number } }
    const csv = await send(
      "GET",
      `/api/staff/codes/batches/${batch.batch.id}/csv`,
      "198.51.100.1",
      undefined,
      admin,
    )
    const codes = csv.body
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[0]?.trim() ?? "")
      .filter((code) => code !== "")
    const shop = JSON.parse((await send("GET", "/api/itemshop", "198.51.100.2")).body) as {
      itemshopdata: ReadonlyArray<{ ProductNum: number; ItemPrice: number; ItemSection: number }>
    }
    const item = shop.itemshopdata[0]?.ProductNum ?? 1

    const latencies = new Map<string, Array<number>>()
    const failures = new Map<string, number>()
    const record = async (call: string, sent: Promise<Answer>, ok: (status: number) => boolean) => {
      const startedAt = performance.now()
      const answer = await sent
      const took = performance.now() - startedAt
      if (ok(answer.status)) latencies.set(call, [...(latencies.get(call) ?? []), took])
      else failures.set(call, (failures.get(call) ?? 0) + 1)
    }
    const deadline = performance.now() + options.seconds * 1000
    const think = (ms: number) =>
      new Promise((settle) =>
        setTimeout(settle, Math.min(ms * (0.5 + Math.random()), Math.max(0, deadline - performance.now()))),
      )
    const guestPaths = ["/", "/news", "/rankings", "/api/getnewsall/0/8/1/0", "/api/topsales"]
    const guest = async (n: number) => {
      await think(options.guestThinkMs)
      for (let turn = 0; performance.now() < deadline; turn++) {
        const path = guestPaths[(n + turn) % guestPaths.length] ?? "/"
        await record(`GET ${path}`, send("GET", path, addressOf(10_000 + n)), (status) => status === 200)
        await think(options.guestThinkMs)
      }
    }
    let nextCode = 0
    const player = async ({ token, address }: { token: string; address: string }) => {
      await think(options.playerThinkMs)
      for (let turn = 0; performance.now() < deadline; turn++) {
        if (turn % 4 === 3 && nextCode < codes.length) {
          const code = codes[nextCode++] ?? ""
          await record(
            "redeem a code",
            send("POST", "/api/processCoupon", address, { CouponCode: code }, token),
            (s) => s === 200,
          )
        } else if (turn % 2 === 1) {
          await record(
            "buy an item",
            send("POST", `/api/buyitem?productnum=${item}`, address, undefined, token),
            (s) => s === 200,
          )
        } else {
          await record(
            "my purchases",
            send("GET", "/api/shoppurchases", address, undefined, token),
            (s) => s === 200,
          )
        }
        await think(options.playerThinkMs)
      }
    }
    let peakRssMb: number | undefined
    const sampler = setInterval(() => {
      const now = server.rssMb()
      if (now !== undefined) peakRssMb = Math.max(peakRssMb ?? 0, now)
    }, 250)
    const startedAt = performance.now()
    await Promise.all([...Array.from({ length: options.guests }, (_, n) => guest(n)), ...players.map(player)])
    const elapsed = (performance.now() - startedAt) / 1000
    clearInterval(sampler)
    agent.destroy()
    await new Promise((settle) => setTimeout(settle, 2_000))
    const calls = [...new Set([...latencies.keys(), ...failures.keys()])].sort().map((call): CallFigures => {
      const sorted = [...(latencies.get(call) ?? [])].sort((a, b) => a - b)
      return {
        call,
        count: sorted.length,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        failures: failures.get(call) ?? 0,
      }
    })
    const total = calls.reduce((sum, call) => sum + call.count + call.failures, 0)
    return { calls, requestsPerSecond: total / elapsed, rssAfterMb: server.rssMb(), peakRssMb }
  } finally {
    await server.stop()
    await rm(workDir, { recursive: true, force: true })
  }
}
