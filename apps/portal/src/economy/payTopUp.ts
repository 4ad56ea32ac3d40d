import {
  actionErrorTitle,
  type PayAnswer,
  topUpEndpoints,
  unexpectedErrorMessage,
} from "@gatehouse/api-client"
import type { PayChoice } from "@gatehouse/ui"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { alertOf } from "../dialogs/alerts.ts"

/** Only a web address is followed: whatever else a gateway's answer held never runs in the portal. */
const isWebAddress = (address: string): boolean => {
  try {
    const { protocol } = new URL(address)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/**
 * POST /topup/pay: the payment is made for the chosen package and way of paying, then the player is
 * sent to the gateway's page (`leave`), which sends them back to the payment's own page. A refusal
 * (the gateway cannot be reached, the package is gone) is the 'ERROR!' dialog with the server's
 * words, and nothing was charged.
 */
export const payTopUp = (
  services: Pick<PortalServices, "clientFor" | "handlers">,
  choice: PayChoice,
  leave: (address: string) => void,
): ClientAction<PayAnswer> => ({
  call: services.clientFor(topUpEndpoints).payTopUp(choice),
  told: ({ checkoutUrl }) =>
    isWebAddress(checkoutUrl)
      ? Effect.sync(() => leave(checkoutUrl))
      : alertOf(services.handlers, actionErrorTitle, unexpectedErrorMessage),
})
