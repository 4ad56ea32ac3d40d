import { contractEndpoints } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"

/**
 * The answer of a contract call whose feature this server does not offer yet: 501 with the same
 * `{ _tag, message }` body as the contract's NotImplemented error, whatever the request carried.
 */
export const notImplemented = (endpointName: string) => {
  const endpoint = contractEndpoints.find((candidate) => candidate.name === endpointName)
  const call = endpoint === undefined ? endpointName : `${endpoint.method} ${endpoint.mountedPath}`
  const response = HttpServerResponse.jsonUnsafe(
    { _tag: "NotImplemented", message: `${call} is not available on this server yet.` },
    { status: 501 },
  )
  return () => Effect.succeed(response)
}
