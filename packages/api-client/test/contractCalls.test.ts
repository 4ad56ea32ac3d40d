import { Schema } from "effect"
import { expect, it } from "vitest"
import { contractCalls } from "../src/index.ts"
import { ProductQuery, PurchaseResponse } from "../src/schemas/cart.ts"
import { MessageResponse } from "../src/schemas/common.ts"
import { NewsListParams, NewsListResponse } from "../src/schemas/content.ts"

// Each `@ts-expect-error` below is a call that drifted from the contract: `tsc -b` fails if the
// compiler stops rejecting it.
const addToCart = {
  method: "POST",
  path: "/addtocart",
  payload: "query",
  request: Schema.Struct(ProductQuery),
  success: MessageResponse,
  requiresAuth: true,
} as const

const getNewsAll = {
  method: "GET",
  path: "/getnewsall/:category/:count/:flagA/:flagB",
  params: Schema.Struct(NewsListParams),
  payload: "none",
  success: NewsListResponse,
  requiresAuth: false,
} as const

/** The answer with a field more, even an optional one. */
const longerMessage = Schema.Struct({ message: Schema.String, n: Schema.optionalKey(Schema.Number) })

/** The news list's path parameters as numbers, not the text they travel as. */
const numericParams = Schema.Struct({
  category: Schema.Int,
  count: Schema.Int,
  flagA: Schema.Int,
  flagB: Schema.Int,
})

it("accepts calls as the contract declares them", () => {
  expect(contractCalls({ addToCart, getNewsAll })).toEqual({ addToCart, getNewsAll })
})

it("rejects at compile time a call that differs from its endpoint", () => {
  const drifted = [
    // @ts-expect-error the contract's addToCart is a POST
    contractCalls({ addToCart: { ...addToCart, method: "GET" } }),
    // @ts-expect-error the path is the contract's, letter for letter
    contractCalls({ addToCart: { ...addToCart, path: "/addToCart" } }),
    // @ts-expect-error addToCart takes its product in the query
    contractCalls({ addToCart: { ...addToCart, payload: "body" } }),
    // @ts-expect-error the query's fields are the contract's
    contractCalls({ addToCart: { ...addToCart, request: Schema.Struct({ productnum: Schema.String }) } }),
    // @ts-expect-error addToCart answers a message, not a purchase
    contractCalls({ addToCart: { ...addToCart, success: PurchaseResponse } }),
    // @ts-expect-error a field more, even optional, is a different answer
    contractCalls({ addToCart: { ...addToCart, success: longerMessage } }),
    // @ts-expect-error addToCart needs a session
    contractCalls({ addToCart: { ...addToCart, requiresAuth: false } }),
    // @ts-expect-error addToCart takes no Idempotency-Key
    contractCalls({ addToCart: { ...addToCart, idempotent: true } }),
    // @ts-expect-error buyItem takes an Idempotency-Key
    contractCalls({ buyItem: { ...addToCart, path: "/buyitem", success: PurchaseResponse } }),
    // @ts-expect-error the contract has no such call
    contractCalls({ addToBasket: addToCart }),
    // @ts-expect-error the news list's path parameters travel as text
    contractCalls({ getNewsAll: { ...getNewsAll, params: numericParams } }),
    // @ts-expect-error the news list names its path parameters
    contractCalls({ getNewsAll: { ...getNewsAll, params: undefined } }),
  ]
  expect(drifted).toHaveLength(12)
})
