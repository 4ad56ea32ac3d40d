import { type PaymentView, topUpEndpoints } from "@gatehouse/api-client"
import { Effect } from "effect"
import { type ApiQuery, apiQuery } from "../data/apiQuery.ts"

/** What is on sale to pay for online, and how; both lists empty when the server takes no payments. */
export const topUpCatalogQuery = apiQuery(topUpEndpoints, "getTopUpCatalog")

/**
 * One of the player's payments, or null when the player has none by that id (the API's 404): the
 * page then says so, while any other failure is a load to try again.
 */
export const paymentQuery = (id: string): ApiQuery<PaymentView | null> => {
  const found = apiQuery(topUpEndpoints, "getPayment", { id })
  return {
    ...found,
    run: (clientFor) =>
      Effect.runPromise(
        clientFor(topUpEndpoints)
          .getPayment({ id })
          .pipe(
            Effect.catchIf(
              (failure) => failure._tag === "ApiHttpError" && failure.status === 404,
              () => Effect.succeed(null),
            ),
          ),
      ),
    encode: (answer) => (answer === null ? null : found.encode(answer)),
    decode: (json) => (json === null ? null : found.decode(json)),
  }
}
