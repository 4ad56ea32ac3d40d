import { Register, type RegisterValues } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useSiteLinks } from "../frame/useSiteLinks.ts"
import { register } from "./register.ts"

/** The Register section: the ui's form, posting to POST /register, linking to the Terms of Service. */
const RegisterScreen = () => {
  const services = usePortalServices()
  const [isPending, setPending] = useState(false)
  // The terms the player agrees to, once staff have written them.
  const { termsHref } = useSiteLinks()
  const onRegister = (values: RegisterValues) => {
    setPending(true)
    void Effect.runPromise(
      register(services, values).pipe(Effect.ensuring(Effect.sync(() => setPending(false)))),
    )
  }
  return <Register onRegister={onRegister} isPending={isPending} termsHref={termsHref} />
}

export default RegisterScreen
