import { LoginPage } from "@gatehouse/ui"
import { useLogin } from "./useLogin.ts"

/** The standalone login page's form, logging in through POST /processlogin. */
const LoginPageContainer = () => {
  const { onLogin, isPending } = useLogin()
  return <LoginPage onLogin={onLogin} isPending={isPending} />
}

export default LoginPageContainer
