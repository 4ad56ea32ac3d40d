import { endpoints } from "./endpoints.ts"
import { type ApiClient, type ApiClientOptions, makeClientFor } from "./makeClientFor.ts"

/**
 * The client of every player call at once, for programs that use the whole API (tests, scripts). It
 * carries every player schema, so the portal makes one client per table instead (`makeClientFor`).
 */
export const makeApiClient = (options: ApiClientOptions): ApiClient => makeClientFor(endpoints, options)
