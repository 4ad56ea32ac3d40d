import { LoginCodeDialog, LoginPage } from "@gatehouse/ui"
import { useReturnAfterLogin } from "../guests/useReturnAfterLogin.ts"
import { useLogin } from "./useLogin.ts"

/** The standalone login page's form, logging in through POST /processlogin (and its code step when asked). */
const LoginPageContainer = () => {
  const { onLogin, isPending, codeDialog } = useLogin()
  // A guest sent here from a player's page (or a shop button) goes back to it once logged in.
  useReturnAfterLogin()
  return (
    <>
      <LoginPage onLogin={onLogin} isPending={isPending} />
      <LoginCodeDialog {...codeDialog} />
    </>
  )
}

export default LoginPageContainer
