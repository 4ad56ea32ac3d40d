import { Agent, request } from "node:http"

export interface LoadResult {
  readonly requests: number
  readonly errors: number
  readonly seconds: number
  readonly requestsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
}

export interface LoadOptions {
  readonly url: string
  /** Requests in flight at once, each on its own kept-alive connection. */
  readonly concurrency: number
  readonly seconds: number
}

const percentile = (sorted: ReadonlyArray<number>, fraction: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0)

/** One GET, body read to the end; resolves with the status code. */
const get = (url: URL, agent: Agent): Promise<number> =>
  new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, method: "GET" }, (response) => {
      response.on("data", () => {})
      response.on("end", () => resolve(response.statusCode ?? 0))
      response.on("error", reject)
    })
    outgoing.on("error", reject)
    outgoing.end()
  })

/**
 * A small closed-loop load generator: `concurrency` loops each send a request, wait for the whole
 * answer and send the next, over kept-alive connections, until the time is up. Any status other
 * than 200 counts as an error, so a broken endpoint cannot look fast.
 */
export const generateLoad = async ({ url, concurrency, seconds }: LoadOptions): Promise<LoadResult> => {
  const target = new URL(url)
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const latenciesMs: Array<number> = []
  let errors = 0
  const start = performance.now()
  const deadline = start + seconds * 1000

  const loop = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now()
      const status = await get(target, agent).catch(() => 0)
      if (status === 200) latenciesMs.push(performance.now() - sent)
      else errors++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop))
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()

  latenciesMs.sort((a, b) => a - b)
  return {
    requests: latenciesMs.length,
    errors,
    seconds: elapsed,
    requestsPerSecond: latenciesMs.length / elapsed,
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
  }
}
