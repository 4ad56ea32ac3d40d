import { Option } from "effect"
import type { HttpServerRequest } from "effect/http"

/**
 * The address of the player's device. Behind `trustedProxies` reverse proxies or load balancers,
 * each of which appends the address it received from to X-Forwarded-For, that is the entry that
 * many places from the end; anything further left was written by the client and proves nothing.
 * With no trusted proxy the socket's own peer is the client.
 */
export const clientAddress = (request: HttpServerRequest.HttpServerRequest, trustedProxies: number) => {
  const peer = Option.getOrElse(request.remoteAddress, () => "unknown")
  if (trustedProxies <= 0) return peer
  const forwarded = (request.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
  return forwarded[Math.max(0, forwarded.length - trustedProxies)] ?? peer
}
