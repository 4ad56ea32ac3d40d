import type { PaymentView } from "@gatehouse/api-client"
import { delays, settledPaymentStates } from "@gatehouse/domain"
import type { LoadState } from "@gatehouse/ui"
import { useEffect } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ApiQuery } from "../data/apiQuery.ts"

/**
 * Asks for a payment again every few seconds while it is unsettled (each answer makes the server ask
 * the gateway), until it settles or its page closes. The next ask waits for the previous answer, and
 * for the player to close any alert a failed ask raised, so a lost connection never piles alerts up.
 */
export const usePaymentRecheck = (
  query: ApiQuery<PaymentView | null>,
  payment: LoadState<PaymentView | null>,
): void => {
  const { queries } = usePortalServices()
  const unsettled =
    payment.status === "loaded" &&
    payment.value !== null &&
    !settledPaymentStates.includes(payment.value.state)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the query; the object is made each render
  useEffect(() => {
    if (!unsettled) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const askLater = () => {
      timer = setTimeout(() => {
        void queries.refetch(query).then(() => {
          if (!stopped) askLater()
        })
      }, delays.paymentRecheckMs)
    }
    askLater()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [queries, query.key, unsettled])
}
