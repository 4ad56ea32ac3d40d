import { accountEndpoints } from "./player/accountEndpoints.ts"
import { cartEndpoints } from "./player/cartEndpoints.ts"
import { characterServiceEndpoints } from "./player/characterServiceEndpoints.ts"
import { contentEndpoints } from "./player/contentEndpoints.ts"
import { couponEndpoints } from "./player/couponEndpoints.ts"
import { eventEndpoints } from "./player/eventEndpoints.ts"
import { frameEndpoints } from "./player/frameEndpoints.ts"
import { historyEndpoints } from "./player/historyEndpoints.ts"
import { rankingEndpoints } from "./player/rankingEndpoints.ts"
import { secondFactorEndpoints } from "./player/secondFactorEndpoints.ts"
import { sessionEndpoints } from "./player/sessionEndpoints.ts"
import { shopEndpoints } from "./player/shopEndpoints.ts"
import { ticketEndpoints } from "./player/ticketEndpoints.ts"
import { topUpEndpoints } from "./player/topUpEndpoints.ts"
import { voteEndpoints } from "./player/voteEndpoints.ts"

/**
 * Every player call of spec §7, named after the spec's client functions: the tables of
 * `./player/` together. The one `ApiClient` type is made from it; a browser page imports only the
 * tables of the calls it makes, so each screen's schemas load with that screen
 * (docs/adr/0012-home-route-weight.md).
 */
export const endpoints = {
  ...sessionEndpoints,
  ...frameEndpoints,
  ...accountEndpoints,
  ...secondFactorEndpoints,
  ...contentEndpoints,
  ...rankingEndpoints,
  ...couponEndpoints,
  ...shopEndpoints,
  ...cartEndpoints,
  ...historyEndpoints,
  ...ticketEndpoints,
  ...topUpEndpoints,
  ...characterServiceEndpoints,
  ...voteEndpoints,
  ...eventEndpoints,
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
