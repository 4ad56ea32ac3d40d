import { isLoggedIn } from "@gatehouse/domain"
import { type PayChoice, PayOnline } from "@gatehouse/ui"
import { useCallback, useEffect, useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { useSession } from "../session/useSession.ts"
import { payTopUp } from "./payTopUp.ts"
import { topUpCatalogQuery } from "./topUpQueries.ts"

const leaveForGateway = (address: string) => window.location.assign(address)

/**
 * Paying online on the Top Up page, when the server takes payments: nothing at all otherwise (or
 * while the catalog loads, or when it failed), so the page is the redeem form as before.
 */
export const PayOnlinePanel = () => {
  const services = usePortalServices()
  const session = useSession()
  const catalog = useQuery(topUpCatalogQuery).state
  const { run, isPending } = useAction()
  // The gateway's page is opening: Pay stays busy until the browser has left.
  const [isLeaving, setLeaving] = useState(false)
  // Back from the gateway by the browser's Back button, the page may be the one kept as it was left.
  useEffect(() => {
    const cameBack = () => setLeaving(false)
    window.addEventListener("pageshow", cameBack)
    return () => window.removeEventListener("pageshow", cameBack)
  }, [])
  const onPay = useCallback(
    (choice: PayChoice) => {
      void run(
        payTopUp(services, choice, (address) => {
          setLeaving(true)
          leaveForGateway(address)
        }),
      )
    },
    [services, run],
  )
  if (catalog.status !== "loaded") return null
  const { packages, methods } = catalog.value
  if (packages.length === 0 || methods.length === 0) return null
  const loggedIn = isLoggedIn(session)
  return (
    <PayOnline
      packages={packages}
      methods={methods}
      onPay={onPay}
      isPending={isPending || isLeaving}
      isGuest={!loggedIn}
      balance={loggedIn ? session.user.UserPoint : undefined}
    />
  )
}
