import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Votes } from "../votes/Votes.ts"
import { ClientAddress } from "./clientAddress.ts"

/** Where toplist `id` sends its postbacks: `/api/votes/postback/3`. */
const postbackRoute = "/api/votes/postback/*"
const idPattern = /^\/api\/votes\/postback\/(\d{1,9})\/?$/

const answer = (status: number, text: string) => HttpServerResponse.text(text, { status })

/**
 * A toplist's postback (docs/votes.md), outside the contract: each site sends its own fields, by
 * GET or POST, as a form or JSON. 200 once it is kept, counted or refused, so the site stops
 * sending it; 404 for no such toplist; 503 when the vote could not be counted yet, so it is sent again.
 */
const received = (votes: Votes["Service"], addresses: ClientAddress["Service"]) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const url = new URL(request.url, "http://postback")
    const id = idPattern.exec(url.pathname)?.[1]
    if (id === undefined) return answer(404, "No such toplist.")
    const body = request.method === "POST" ? yield* Effect.orElseSucceed(request.text, () => "") : ""
    return yield* votes
      .receive(
        Number(id),
        { query: url.searchParams, body, contentType: request.headers["content-type"] ?? "" },
        addresses.of(request),
      )
      .pipe(
        Effect.map((outcome) =>
          answer(200, outcome.state === "counted" ? "OK" : `Refused: ${outcome.reason}`),
        ),
        Effect.catchTags({
          NotAvailable: (refused) => Effect.succeed(answer(404, refused.message)),
          StateConflict: (error) =>
            Effect.as(
              Effect.logWarning("A vote could not be counted yet", error.message),
              answer(503, error.message),
            ),
        }),
      )
  })

/** The toplists' postback route; register it before the `/api/*` catch-all. */
export const votePostbackRoutes = Layer.unwrap(
  Effect.map(Effect.all([Effect.service(Votes), Effect.service(ClientAddress)]), ([votes, addresses]) =>
    Layer.mergeAll(
      HttpRouter.add("GET", postbackRoute, received(votes, addresses)),
      HttpRouter.add("POST", postbackRoute, received(votes, addresses)),
    ),
  ),
)
