import { Data } from "effect"
import type { ErrorBody } from "../schemas/common.ts"
import { clientFailureTexts, withStatus } from "./failureText.ts"

/** The server answered with a status outside 2xx; `body` is what it said, read leniently. */
export class ApiHttpError extends Data.TaggedError("ApiHttpError")<{
  readonly status: number
  readonly body: ErrorBody
}> {
  override get message() {
    return withStatus(clientFailureTexts.requestFailed, this.status)
  }
}

/** No answer at all: offline, DNS, CORS, or the connection dropped. */
export class ApiNetworkError extends Data.TaggedError("ApiNetworkError")<{ readonly cause: unknown }> {
  override get message() {
    return clientFailureTexts.noAnswer
  }
}

/** A 2xx answer whose body is not what the contract promises. */
export class ApiDecodeError extends Data.TaggedError("ApiDecodeError")<{
  readonly status: number
  readonly cause: unknown
}> {
  override get message() {
    return clientFailureTexts.unreadable
  }
}

/** Everything a call can fail with. */
export type ApiFailure = ApiHttpError | ApiNetworkError | ApiDecodeError
