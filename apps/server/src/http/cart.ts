import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Cart } from "../cart/Cart.ts"
import { Purchases } from "../cart/Purchases.ts"
import { answerRefusals } from "./refusals.ts"

const currentUserNum = Effect.map(Effect.service(CurrentUser), (user) => user.UserNum)

/**
 * The signed-in player's cart and purchases. Every call works on the caller's own rows: the
 * `usernum` of GET /shopcart is read but never trusted, and prices are the shop's, never the request's.
 */
export const CartHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "cart",
  Effect.fn(function* (handlers) {
    const cart = yield* Cart
    const purchases = yield* Purchases
    const message = (text: string) => ({ message: text })
    return handlers
      .handle("getShopCart", () => Effect.flatMap(currentUserNum, cart.rows))
      .handle("addToCart", ({ query }) =>
        answerRefusals(
          Effect.flatMap(currentUserNum, (userNum) =>
            Effect.map(cart.add(userNum, query.productnum), message),
          ),
        ),
      )
      .handle("updateQuantity", ({ payload }) =>
        answerRefusals(
          Effect.flatMap(currentUserNum, (userNum) =>
            Effect.map(
              cart.changeQuantity(
                { userNum, seq: payload.seq, productNum: payload.ProductNum },
                payload.quantityChange,
              ),
              message,
            ),
          ),
        ),
      )
      .handle("updateCheck", ({ payload }) =>
        answerRefusals(
          Effect.flatMap(currentUserNum, (userNum) =>
            Effect.map(
              cart.toggleCheck({ userNum, seq: payload.seq, productNum: payload.ProductNum }),
              message,
            ),
          ),
        ),
      )
      .handle("removeCartItem", ({ payload }) =>
        answerRefusals(
          Effect.flatMap(currentUserNum, (userNum) =>
            Effect.map(cart.remove({ userNum, seq: payload.seq, productNum: payload.ProductNum }), message),
          ),
        ),
      )
      .handle("buyItem", ({ query, headers }) =>
        answerRefusals(
          Effect.flatMap(currentUserNum, (userNum) =>
            purchases.buyItem({
              userNum,
              productNum: query.productnum,
              idempotencyKey: headers["idempotency-key"],
            }),
          ),
        ),
      )
      .handle("buyCartItem", ({ query, headers }) =>
        answerRefusals(
          Effect.flatMap(currentUserNum, (userNum) =>
            purchases.buyCartRows({ userNum, seqs: query.items, idempotencyKey: headers["idempotency-key"] }),
          ),
        ),
      )
  }),
)
