import { HttpApi, HttpApiGroup, OpenApi } from "effect/http-api"

/**
 * A contract group that reports every problem of a request at once (not just the first), so a form
 * can mark all its bad fields from one answer. Its description opens its part of the OpenAPI
 * document and of the API reference.
 */
export const contractGroup = <const Id extends string>(identifier: Id, description: string) =>
  HttpApiGroup.make(identifier)
    .annotate(HttpApi.ParseOptions, { errors: "all" })
    .annotateMerge(OpenApi.annotations({ description }))

/** An endpoint's words in the OpenAPI document: a one-line summary and what it does and answers. */
export const described = (summary: string, description: string) =>
  OpenApi.annotations({ summary, description })
