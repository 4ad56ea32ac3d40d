import { LoginBox } from "@gatehouse/ui"
import { lazy, Suspense } from "react"
import { useLogin } from "./useLogin.ts"

const LoginCodeStep = lazy(() => import("./LoginCodeStep.tsx"))

/** The guest's sidebar box, logging in through POST /processlogin (and its code step when asked). */
export const LoginBoxContainer = () => {
  const { onLogin, isPending, codeDialog } = useLogin()
  return (
    <>
      <LoginBox onLogin={onLogin} isPending={isPending} />
      {codeDialog.isOpen && (
        <Suspense fallback={null}>
          <LoginCodeStep {...codeDialog} />
        </Suspense>
      )}
    </>
  )
}
