import { LoginBox, LoginCodeDialog } from "@gatehouse/ui"
import { useLogin } from "./useLogin.ts"

/** The guest's sidebar box, logging in through POST /processlogin (and its code step when asked). */
export const LoginBoxContainer = () => {
  const { onLogin, isPending, codeDialog } = useLogin()
  return (
    <>
      <LoginBox onLogin={onLogin} isPending={isPending} />
      <LoginCodeDialog {...codeDialog} />
    </>
  )
}
