import { request as httpRequest } from "node:http"
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { bodyTooLargeMessage, maxRequestBodyBytes } from "../src/http/bodyLimit.ts"
import { demoPlayer } from "../src/seed/accounts.ts"
import { TestServer, testServer } from "./support/server.ts"

interface Answer {
  readonly status: number
  readonly body: string
  /** How many body bytes the client had written when the answer arrived. */
  readonly sentBeforeAnswer: number
}

/**
 * Starts a login whose body is `declared` bytes long (or chunked, without a length, when undefined)
 * and writes it a megabyte at a time, slowly, as an attacker's upload would arrive; resolves with
 * the server's answer as soon as it comes, whatever was sent by then.
 */
const oversizedLogin = (base: string, declared: number | undefined) =>
  new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (declared !== undefined) headers["content-length"] = String(declared)
    const req = httpRequest(new URL("/api/processlogin", base), { method: "POST", headers })
    let sent = 0
    const chunk = Buffer.alloc(1024 * 1024, "a")
    const pump = setInterval(() => {
      if (declared !== undefined && sent + chunk.length > declared) return
      sent += chunk.length
      req.write(chunk)
    }, 20)
    req.on("response", (res) => {
      const answeredAt = sent
      const parts: Array<Buffer> = []
      res.on("data", (part: Buffer) => parts.push(part))
      res.on("end", () => {
        clearInterval(pump)
        req.destroy()
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(parts).toString(),
          sentBeforeAnswer: answeredAt,
        })
      })
    })
    req.on("error", (error) => {
      clearInterval(pump)
      reject(error)
    })
  })

const fiftyMegabytes = 50 * 1024 * 1024

layer(testServer())("request body limit", (it) => {
  it.effect("a 50 MB login is refused with 413 before its body is read, while others are answered", () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      const upload = Effect.promise(() => oversizedLogin(server.url, fiftyMegabytes))
      const [answer, news] = yield* Effect.all([upload, server.send("/api/getnewsall/0/8/1/0")], {
        concurrency: "unbounded",
      })
      assert.strictEqual(answer.status, 413)
      assert.deepStrictEqual(JSON.parse(answer.body), {
        _tag: "PayloadTooLarge",
        message: bodyTooLargeMessage,
      })
      assert.isBelow(answer.sentBeforeAnswer, fiftyMegabytes)
      assert.strictEqual(news.status, 200)
    }),
  )

  it.effect("a body sent without a length is refused with 413 once it passes the limit", () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      const answer = yield* Effect.promise(() => oversizedLogin(server.url, undefined))
      assert.strictEqual(answer.status, 413)
      assert.strictEqual(JSON.parse(answer.body).message, bodyTooLargeMessage)
    }),
  )

  it.effect("an ordinary form is well within the limit", () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      const body = JSON.stringify({ UserID: demoPlayer.userId, UserPass: demoPlayer.password })
      assert.isBelow(body.length * 100, maxRequestBodyBytes)
      const response = yield* server.send("/api/processlogin", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.44" },
        body,
      })
      assert.strictEqual(response.status, 200)
    }),
  )
})
