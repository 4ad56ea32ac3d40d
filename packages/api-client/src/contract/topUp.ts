import { HttpApiEndpoint } from "effect/http-api"
import { PayAnswer, PaymentParams, PaymentView, PayPayload, TopUpCatalog } from "../schemas/topUp.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/**
 * Top-ups paid through a gateway (docs/payments.md): the packages on sale and the ways of paying
 * (anyone may read them), paying for one (the signed-in player; a gateway that does not answer is a
 * 409 to try again), and one of the player's payments as it stands. The gateways' own notifications
 * come to /api/payments/{provider}/notify, outside this contract: they are read as the raw bytes
 * their signatures cover.
 */
export class TopUpGroup extends contractGroup("topUp").add(
  HttpApiEndpoint.get("getTopUpCatalog", "/topup/packages", { success: TopUpCatalog }),
  HttpApiEndpoint.post("payTopUp", "/topup/pay", {
    payload: PayPayload,
    success: PayAnswer,
    error: [ValidationFailed, NotFound, Conflict],
  }).middleware(Authorization),
  HttpApiEndpoint.get("getPayment", "/topup/payments/:id", {
    params: PaymentParams,
    success: PaymentView,
    error: NotFound,
  }).middleware(Authorization),
) {}
