import { HttpApiEndpoint } from "effect/http-api"
import { PayAnswer, PaymentParams, PaymentView, PayPayload, TopUpCatalog } from "../schemas/topUp.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup, described } from "./group.ts"
import { Authorization } from "./middleware.ts"

export class TopUpGroup extends contractGroup(
  "topUp",
  "Top-ups paid through a gateway (docs/payments.md): the packages on sale and the ways of paying (anyone may read them), paying for one (the signed-in player; a gateway that does not answer is a 409 to try again), and one of the player's payments as it stands. The gateways' own notifications come to /api/payments/{provider}/notify, outside this contract: they are read as the raw bytes their signatures cover.",
).add(
  HttpApiEndpoint.get("getTopUpCatalog", "/topup/packages", { success: TopUpCatalog }).annotateMerge(
    described(
      "List the top-up packages",
      "The packages on sale and every way of paying that the configured gateways offer; both empty when no gateway is set. Anyone may read them.",
      {},
      {
        answer: {
          packages: [
            { id: 2, name: "1,000 R-Coin", priceCentavos: 50000, rcoinCents: 100000, bonusCents: 10000 },
          ],
          methods: [{ provider: "paymongo", code: "gcash", label: "GCash" }],
        },
      },
    ),
  ),
  HttpApiEndpoint.post("payTopUp", "/topup/pay", {
    payload: PayPayload,
    success: PayAnswer,
    error: [ValidationFailed, NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Pay for a top-up",
        "Starts a payment for a package through a gateway (`paymongo` or `xendit`) and a way of paying it offers; answers the waiting payment and the gateway's checkout page to send the player to. 404 when the package is not on sale or no gateway is set, 422 for a way of paying the gateway does not offer, 409 when the gateway could not be reached (nothing was charged) or five checkouts from the last hour still wait.",
        {},
        {
          request: { packageId: 2, provider: "paymongo", method: "gcash" },
          answer: {
            paymentId: "0f8e2b6c-1d3a-4c5e-9b7f-2a4c6e8f0b1d",
            checkoutUrl: "https://checkout.paymongo.com/cs_example",
          },
        },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.get("getPayment", "/topup/payments/:id", {
    params: PaymentParams,
    success: PaymentView,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Read a payment",
        "One of the caller's payments as it stands (`waiting`, `credited`, `held`, `failed`, `expired` or `refunded`) with the balances now; a waiting payment is first asked about at its gateway (at most every 5 seconds). 404 when it is not the caller's.",
        { id: "The payment's id (a UUID), as `payTopUp` answered it." },
        {
          answer: {
            id: "0f8e2b6c-1d3a-4c5e-9b7f-2a4c6e8f0b1d",
            provider: "paymongo",
            methodLabel: "GCash",
            packageName: "1,000 R-Coin",
            amountCentavos: 50000,
            currency: "PHP",
            rcoinCents: 110000,
            state: "credited",
            createdAt: "2026-05-22T03:10:00.000Z",
            userPoints: 2350.5,
            userPoints2: 300,
          },
        },
      ),
    )
    .middleware(Authorization),
) {}
