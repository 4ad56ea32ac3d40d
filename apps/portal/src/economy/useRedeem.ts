import type { RedeemForm } from "@gatehouse/domain"
import { Effect } from "effect"
import { useCallback, useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { redeemCode } from "./redeemCode.ts"

/**
 * The redeem form's behaviour wherever it sits: the call, its pending state, and a key that changes
 * after each redeemed code so the form starts empty again.
 */
export const useRedeem = () => {
  const services = usePortalServices()
  const [isPending, setPending] = useState(false)
  const [formKey, setFormKey] = useState(0)
  const onRedeem = useCallback(
    (form: RedeemForm) => {
      setPending(true)
      void Effect.runPromise(redeemCode(services, form)).then((redeemed) => {
        setPending(false)
        if (redeemed) setFormKey((key) => key + 1)
      })
    },
    [services],
  )
  return { isPending, formKey, onRedeem }
}
