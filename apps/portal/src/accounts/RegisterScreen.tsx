import { Register, type RegisterValues } from "@gatehouse/ui"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useSiteLinks } from "../frame/useSiteLinks.ts"
import { register } from "./register.ts"

/** The Register section: the ui's form, posting to POST /register, linking to the Terms of Service. */
const RegisterScreen = () => {
  const services = usePortalServices()
  const { run, isPending } = useAction()
  // The terms the player agrees to, once staff have written them.
  const { termsHref } = useSiteLinks()
  const onRegister = (values: RegisterValues) => void run(register(services, values))
  return <Register onRegister={onRegister} isPending={isPending} termsHref={termsHref} />
}

export default RegisterScreen
