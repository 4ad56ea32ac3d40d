import { type RedeemForm, validationMessages } from "@gatehouse/domain"
import { useDomainMessages } from "@gatehouse/ui"
import { Result } from "effect"
import { useCallback, useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { redeemCode } from "./redeemCode.ts"

/**
 * The redeem form's behaviour wherever it sits: the call, its pending state, and a key that changes
 * after each redeemed code so the form starts empty again.
 */
export const useRedeem = () => {
  const services = usePortalServices()
  const { run, isPending } = useAction()
  const [formKey, setFormKey] = useState(0)
  const sayValidation = useDomainMessages("validationMessages", validationMessages)
  const guestText = sayValidation("loginToContinue")
  const onRedeem = useCallback(
    (form: RedeemForm) => {
      void run(redeemCode(services, form, guestText)).then((redeemed) => {
        if (Result.isSuccess(redeemed) && redeemed.success !== null) setFormKey((key) => key + 1)
      })
    },
    [services, run, guestText],
  )
  return { isPending, formKey, onRedeem }
}
