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

/** A call's example body and successful answer, as JSON on the wire; the lint checks them against the schemas. */
export interface CallExamples {
  readonly request?: unknown
  readonly answer?: unknown
}

// biome-ignore lint/suspicious/noExplicitAny: OpenApi's transform hands over the operation as plain JSON.
type Operation = Record<string, any>

const withExample = (media: Operation | undefined, example: unknown) =>
  media === undefined || example === undefined ? media : { ...media, example }

/** The first 2xx answer: the success this endpoint declares. */
const successStatusOf = (operation: Operation) =>
  Object.keys(operation.responses).find((status) => status < "300")

/**
 * An endpoint's words in the OpenAPI document: a one-line summary, what it does and answers, what
 * each of its path, query and header parameters means, by name, and examples. (A parameter decoded
 * from text, like a number in a path, documents only its text form, so its meaning is written here.)
 */
export const described = (
  summary: string,
  description: string,
  parameters: Readonly<Record<string, string>> = {},
  examples: CallExamples = {},
) =>
  OpenApi.annotations({
    summary,
    description,
    transform: (operation: Operation) => {
      const success = successStatusOf(operation)
      const answer = success === undefined ? undefined : operation.responses[success]
      const json = "application/json"
      return {
        ...operation,
        parameters: (operation.parameters as ReadonlyArray<{ readonly name: string }>).map((parameter) =>
          parameters[parameter.name] === undefined
            ? parameter
            : { ...parameter, description: parameters[parameter.name] },
        ),
        ...(operation.requestBody?.content?.[json] && examples.request !== undefined
          ? {
              requestBody: {
                ...operation.requestBody,
                content: { [json]: withExample(operation.requestBody.content[json], examples.request) },
              },
            }
          : {}),
        responses: {
          ...operation.responses,
          ...(success !== undefined && answer?.content?.[json] && examples.answer !== undefined
            ? {
                [success]: {
                  ...answer,
                  content: { [json]: withExample(answer.content[json], examples.answer) },
                },
              }
            : {}),
        },
      }
    },
  })

/** The page of a paged list, from 1; the first when absent. */
export const pageParameter = { page: "The page to read, from 1; the first page when absent." } as const

/** The header of a call that moves money (ADR 0016): a retry with the same key is answered once. */
export const idempotencyParameter = {
  "idempotency-key":
    "A key of the client's choosing (1 to 100 characters): a retry with the same key gets the first answer again, and is charged or redeemed only once.",
} as const
