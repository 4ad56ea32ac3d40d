import type { PaymentProvider } from "@gatehouse/domain"
import { Context, Effect, Layer } from "effect"
import { Settings } from "../config.ts"
import type { PaymentGateway } from "./gateway.ts"
import { payMongoGateway } from "./paymongo.ts"
import type { PaymentSettings } from "./settings.ts"
import { xenditGateway } from "./xendit.ts"

/** The gateways this server takes payments through, by provider; empty when none is set. */
export class Gateways extends Context.Service<
  Gateways,
  { readonly enabled: ReadonlyMap<PaymentProvider, PaymentGateway> }
>()("gatehouse/server/Gateways") {
  static readonly make = (settings: PaymentSettings) =>
    Layer.succeed(
      Gateways,
      Gateways.of({
        enabled: new Map<PaymentProvider, PaymentGateway>([
          ...(settings.paymongo === undefined
            ? []
            : [["paymongo", payMongoGateway(settings.paymongo)] as const]),
          ...(settings.xendit === undefined ? [] : [["xendit", xenditGateway(settings.xendit)] as const]),
        ]),
      }),
    )

  /** From the server's settings (docs/payments.md); none when they name no gateway. */
  static readonly layer = Layer.unwrap(
    Effect.map(Effect.service(Settings), (settings) =>
      Gateways.make(settings.payments ?? { paymongo: undefined, xendit: undefined }),
    ),
  )
}
