import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { clientWith, runWithTestClock } from "./fakes.ts"

const purchase = { status: 200, body: { message: "Bought", userPoints: 10, userPoints2: 5 } }

describe("money-moving calls", () => {
  it("carry a fresh Idempotency-Key on every call", async () => {
    const { client, requests } = clientWith(purchase)
    await runWithTestClock(client.buyItem({ productnum: 4 }))
    await runWithTestClock(client.buyItem({ productnum: 4 }))
    await runWithTestClock(client.buyCartItem({ items: [1, 2] }))
    const keys = requests.map((request) => request.headers["Idempotency-Key"])
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(keys).size).toBe(3)
  })

  it("resend the same key when the same call is retried, so the server charges it once", async () => {
    let attempts = 0
    const { client, requests } = clientWith(() => (++attempts === 1 ? "no response" : purchase))
    const buy = client.buyItem({ productnum: 4 })
    await runWithTestClock(Effect.retry(buy, { times: 1 }))
    expect(requests).toHaveLength(2)
    expect(requests[0]?.headers["Idempotency-Key"]).toBe(requests[1]?.headers["Idempotency-Key"])
  })

  it("are the only calls that carry one", async () => {
    const { client, requests } = clientWith({ status: 200, body: { message: "Added" } })
    await runWithTestClock(client.addToCart({ productnum: 4 }))
    expect(requests[0]?.headers).not.toHaveProperty("Idempotency-Key")
  })
})
