import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { InvalidRequest, TooManyRequests, Unauthorized } from "./errors.ts"

/** Who a valid bearer token belongs to; endpoints behind {@link Authorization} can read it. */
export class CurrentUser extends Context.Service<
  CurrentUser,
  { readonly UserNum: number; readonly UserID: string; readonly UserType: number }
>()("gatehouse/api/CurrentUser") {}

/**
 * Bearer-token security for the endpoints a player must be signed in for. The server checks the
 * `Authorization: Bearer …` header and provides {@link CurrentUser}, or fails with 401.
 */
export class Authorization extends HttpApiMiddleware.Service<Authorization, { provides: CurrentUser }>()(
  "gatehouse/api/Authorization",
  {
    requiredForClient: true,
    security: { bearer: HttpApiSecurity.bearer },
    error: Unauthorized,
  },
) {}

/**
 * Throttling for every endpoint. The counters must be shared between server instances, so the
 * contract only declares the 429 and the server decides where they live.
 */
export class RateLimit extends HttpApiMiddleware.Service<RateLimit>()("gatehouse/api/RateLimit", {
  error: TooManyRequests,
}) {}

/**
 * Turns request decoding failures (bad path, query or body) into a 400 {@link InvalidRequest} with
 * readable per-field messages, instead of the framework's empty 400.
 */
export class RequestValidation extends HttpApiMiddleware.Service<RequestValidation>()(
  "gatehouse/api/RequestValidation",
  { error: InvalidRequest },
) {}
