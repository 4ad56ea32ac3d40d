import { ResetPassword, type ResetPasswordValues } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { resetPassword } from "./resetPassword.ts"

/** The form behind the mailed reset link, for the link's token. */
export const ResetPasswordPart = ({ token }: { readonly token: string }) => {
  const services = usePortalServices()
  const { run, isPending } = useAction()
  const onResetPassword = (values: ResetPasswordValues) => void run(resetPassword(services, token, values))
  return <ResetPassword onResetPassword={onResetPassword} isPending={isPending} />
}
