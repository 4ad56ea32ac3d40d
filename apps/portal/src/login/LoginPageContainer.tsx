import { LoginCodeDialog, LoginPage } from "@gatehouse/ui"
import { useLogin } from "./useLogin.ts"

/** The standalone login page's form, logging in through POST /processlogin (and its code step when asked). */
const LoginPageContainer = () => {
  const { onLogin, isPending, codeDialog } = useLogin()
  return (
    <>
      <LoginPage onLogin={onLogin} isPending={isPending} />
      <LoginCodeDialog {...codeDialog} />
    </>
  )
}

export default LoginPageContainer
