import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { reactAriaStyleHashes } from "../src/http/securityHeaders.ts"
import { demoPlayer } from "../src/seed/accounts.ts"
import { login } from "./support/accounts.ts"
import { TestServer, testServer } from "./support/server.ts"

/** The policy's directives by name, as a browser reads the header. */
const directivesOf = (header: string | undefined) =>
  new Map(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== "")
      .map(([name, ...values]) => [name, values] as const),
  )

/** One of each kind of answer: a page, a hashed file, a picture, an API read, an API error, a 404. */
const answers = [
  "/",
  "/news",
  "/assets/app-3f9a1c.js",
  "/favicon.svg",
  "/api/getnewsall/0/8/1/0",
  "/api/no-such-call",
  "/assets/old.js",
]

layer(testServer())("security headers", (it) => {
  it.effect("every answer carries a Content-Security-Policy that allows no inline or evaluated script", () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      for (const target of answers) {
        const response = yield* server.send(target)
        const policy = directivesOf(response.headers["content-security-policy"])
        assert.deepStrictEqual(policy.get("script-src"), ["'self'"], target)
        assert.deepStrictEqual(policy.get("default-src"), ["'self'"], target)
        assert.deepStrictEqual(policy.get("object-src"), ["'none'"], target)
        assert.deepStrictEqual(policy.get("base-uri"), ["'self'"], target)
        assert.deepStrictEqual(policy.get("frame-ancestors"), ["'none'"], target)
        assert.deepStrictEqual(policy.get("style-src"), ["'self'", ...reactAriaStyleHashes], target)
        // react-aria places overlays with inline style attributes; inline <style> elements stay refused.
        assert.deepStrictEqual(policy.get("style-src-attr"), ["'unsafe-inline'"], target)
        for (const [name, values] of policy) {
          assert.notInclude(values, "'unsafe-eval'", `${target} ${name}`)
          if (name !== "style-src-attr") assert.notInclude(values, "'unsafe-inline'", `${target} ${name}`)
        }
        assert.strictEqual(response.headers["x-content-type-options"], "nosniff", target)
        assert.strictEqual(response.headers["referrer-policy"], "strict-origin-when-cross-origin", target)
        assert.strictEqual(response.headers["x-frame-options"], "DENY", target)
      }
    }),
  )

  it.effect("API answers that carry a token or personal data are never stored by a cache", () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      const response = yield* server.send("/api/processlogin", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
        body: JSON.stringify({ UserID: demoPlayer.userId, UserPass: demoPlayer.password }),
      })
      assert.strictEqual(response.status, 200)
      assert.strictEqual(response.headers["cache-control"], "no-store")
      const { token } = yield* login(demoPlayer.userId, demoPlayer.password)
      const address = yield* server.send("/api/user-ip", {
        headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "198.51.100.8" },
      })
      assert.strictEqual(address.status, 200)
      assert.strictEqual(address.headers["cache-control"], "no-store")
      // Files keep their own caching: the policy headers do not replace it.
      const script = yield* server.send("/assets/app-3f9a1c.js")
      assert.strictEqual(script.headers["cache-control"], "public, max-age=31536000, immutable")
    }),
  )
})
