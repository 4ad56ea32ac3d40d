import type { PaymentView } from "@gatehouse/api-client"
import { type PaymentOnPage, TopUpPayment } from "@gatehouse/ui"
import { useEffect } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { mapLoaded } from "../data/mapLoaded.ts"
import { useQuery } from "../data/useQuery.ts"
import { MembersOnlyPage } from "../guests/MembersOnlyPage.tsx"
import { storeBalances } from "./balances.ts"
import { topUpReads } from "./cartQuery.ts"
import { paymentQuery } from "./topUpQueries.ts"
import { usePaymentRecheck } from "./usePaymentRecheck.ts"

interface PaymentScreenProps {
  readonly title: string
  readonly userNum: number | null
  readonly paymentId: string
}

/**
 * The page a payment gateway sends the player back to (`/topup/payment/{id}`): the payment as it
 * stands, asked again until it settles. A guest (a session that ended meanwhile) is asked to log in
 * on the page itself, so the payment shows once they have.
 */
export const PaymentScreen = ({ title, userNum, paymentId }: PaymentScreenProps) =>
  userNum === null ? <MembersOnlyPage title={title} /> : <PlayerPayment title={title} paymentId={paymentId} />

const changedByCredit: ReadonlyArray<string> = topUpReads

const onPage = (view: PaymentView | null): PaymentOnPage | null =>
  view === null
    ? null
    : {
        provider: view.provider,
        methodLabel: view.methodLabel,
        packageName: view.packageName,
        amountCentavos: view.amountCentavos,
        rcoinCents: view.rcoinCents,
        state: view.state,
        createdAt: view.createdAt,
        balance: view.userPoints,
      }

const PlayerPayment = ({ title, paymentId }: { readonly title: string; readonly paymentId: string }) => {
  const services = usePortalServices()
  const query = paymentQuery(paymentId)
  const { state, retry } = useQuery(query)
  usePaymentRecheck(query, state)
  const credited = state.status === "loaded" && state.value?.state === "credited" ? state.value : null
  // Once credited, the new balances replace the session's (the sidebar and header follow), and the
  // top-up history shows the payment.
  useEffect(() => {
    if (credited === null) return
    storeBalances(services, credited)
    void services.queries.invalidate((read) => changedByCredit.includes(read.call))
  }, [credited, services])
  return <TopUpPayment title={title} payment={mapLoaded(state, onPage)} onRetry={retry} />
}
