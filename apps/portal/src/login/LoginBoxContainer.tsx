import { LoginBox } from "@gatehouse/ui"
import { useLogin } from "./useLogin.ts"

/** The guest's sidebar box, logging in through POST /processlogin. */
export const LoginBoxContainer = () => {
  const { onLogin, isPending } = useLogin()
  return <LoginBox onLogin={onLogin} isPending={isPending} />
}
