import { plainAddress } from "@gatehouse/domain"
import { Context, Effect, Layer, Option } from "effect"
import type { HttpServerRequest } from "effect/http"
import { Settings } from "../config.ts"

/**
 * Behind `trustedProxies` reverse proxies or load balancers, each of which appends the address it
 * received from to X-Forwarded-For, the client is the entry that many places from the end; anything
 * further left was written by the client and proves nothing. With no trusted proxy the socket's own
 * peer is the client.
 */
const forwardedAddress = (trustedProxies: number, request: HttpServerRequest.HttpServerRequest) => {
  const peer = Option.getOrElse(request.remoteAddress, () => "unknown")
  if (trustedProxies <= 0) return peer
  const forwarded = (request.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
  return forwarded[Math.max(0, forwarded.length - trustedProxies)] ?? peer
}

/** The address of the player's device, as people write it. */
export const addressBehind = (trustedProxies: number) => (request: HttpServerRequest.HttpServerRequest) =>
  plainAddress(forwardedAddress(trustedProxies, request))

/** Tells the client address of a request, with the proxies the settings trust (TRUST_PROXY). */
export class ClientAddress extends Context.Service<
  ClientAddress,
  { readonly of: (request: HttpServerRequest.HttpServerRequest) => string }
>()("gatehouse/server/ClientAddress") {
  static readonly layer = Layer.effect(
    ClientAddress,
    Effect.map(Effect.service(Settings), ({ trustedProxies }) =>
      ClientAddress.of({ of: addressBehind(trustedProxies) }),
    ),
  )
}
