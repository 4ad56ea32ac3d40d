import { setTimeout as sleep } from "node:timers/promises"

/**
 * Polls a URL until it answers with any HTTP status below 500, so callers can start a server in the
 * background and continue once it is really serving. Rejects with the last error after `timeoutMs`.
 */
export const waitForHttp = async (url: string, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  let lastProblem = "no answer yet"
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await response.body?.cancel()
      if (response.status < 500) return
      lastProblem = `HTTP ${response.status}`
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error)
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastProblem})`)
}
