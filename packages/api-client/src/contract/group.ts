import { HttpApi, HttpApiGroup } from "effect/http-api"

/**
 * A contract group that reports every problem of a request at once (not just the first), so a form
 * can mark all its bad fields from one answer.
 */
export const contractGroup = <const Id extends string>(identifier: Id) =>
  HttpApiGroup.make(identifier).annotate(HttpApi.ParseOptions, { errors: "all" })
