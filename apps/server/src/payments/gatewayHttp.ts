import { Effect, Redacted } from "effect"
import { GatewayUnavailable } from "./gateway.ts"

/** How long a gateway has to answer one call before the player is told to try again. */
const callTimeoutMs = 15_000

/** HTTP Basic with the secret key as the user and no password, as both gateways take it. */
export const basicAuthorization = (secretKey: Redacted.Redacted) =>
  `Basic ${Buffer.from(`${Redacted.value(secretKey)}:`).toString("base64")}`

/**
 * One JSON call to a gateway's API. Any failure (no answer, a status that is not 2xx, a body that
 * is not JSON) is a {@link GatewayUnavailable} naming the gateway and the status, never the key.
 */
export const callGateway = (
  gateway: string,
  url: string,
  init: {
    readonly method: "GET" | "POST"
    readonly headers: Record<string, string>
    readonly body?: unknown
  },
): Effect.Effect<unknown, GatewayUnavailable> =>
  Effect.tryPromise({
    try: async (signal) => {
      const response = await fetch(url, {
        method: init.method,
        headers: {
          accept: "application/json",
          ...init.headers,
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(callTimeoutMs)]),
      })
      const text = await response.text()
      if (!response.ok) throw new Error(`${gateway} answered ${response.status}`)
      return JSON.parse(text) as unknown
    },
    catch: (error) =>
      new GatewayUnavailable({
        message:
          error instanceof Error && error.message.startsWith(gateway)
            ? error.message
            : `${gateway} could not be reached`,
      }),
  })
