import { ResetPassword, type ResetPasswordValues } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { resetPassword } from "./resetPassword.ts"

/** The form behind the mailed reset link, for the link's token. */
export const ResetPasswordPart = ({ token }: { readonly token: string }) => {
  const services = usePortalServices()
  const [isPending, setPending] = useState(false)
  const onResetPassword = (values: ResetPasswordValues) => {
    setPending(true)
    void Effect.runPromise(
      resetPassword(services, token, values).pipe(Effect.ensuring(Effect.sync(() => setPending(false)))),
    )
  }
  return <ResetPassword onResetPassword={onResetPassword} isPending={isPending} />
}
