import { isLoggedIn } from "@gatehouse/domain"
import { type AccountDetails, MyAccount, type PasswordPrompt, useMessages } from "@gatehouse/ui"
import { Result } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { RedeemPanel } from "../economy/RedeemPanel.tsx"
import { useSession } from "../session/useSession.ts"
import english from "./MyAccountScreen.en.json"
import {
  checkPassword,
  connectionOf,
  connectionQuery,
  passwordCheckMessages,
  requestWhitelist,
  saveDetails,
} from "./myAccount.ts"
import { TwoStepSignInContainer } from "./TwoStepSignInContainer.tsx"

const closedPrompt: PasswordPrompt = { isOpen: false }

/**
 * The user section (Account Setting): the player's session data, the connection information from
 * GET /user-ip, Save behind the confirm-password modal, the IP whitelist request, and two-step
 * sign-in.
 */
const MyAccountScreen = () => {
  const services = usePortalServices()
  const session = useSession()
  const member = isLoggedIn(session) ? session : null
  const connection = connectionOf(useQuery(connectionQuery).state)
  const [pendingDetails, setPendingDetails] = useState<AccountDetails | null>(null)
  const [prompt, setPrompt] = useState<PasswordPrompt>(closedPrompt)
  const checking = useAction()
  const saving = useAction()
  const whitelist = useAction()
  const t = useMessages(english)
  // The check answers the spec's English sentences; the prompt shows them in the chosen language.
  const refusalText = (message: string) =>
    message === passwordCheckMessages.incorrect
      ? t("MyAccountScreen.passwordIncorrect")
      : message === passwordCheckMessages.failed
        ? t("MyAccountScreen.passwordCheckFailed")
        : message

  // The route guard keeps guests out; this covers the moment the session ends on this page.
  if (member === null) return null

  const onConfirmPassword = (password: string) => {
    if (pendingDetails === null) return
    setPrompt({ isOpen: true, isPending: true })
    // The check never fails: a failed call is an answer of its own ('An error occurred…').
    void checking.run({ call: checkPassword(services, member, password) }).then((check) => {
      if (Result.isSuccess(check) && check.success._tag === "Refused") {
        setPrompt({ isOpen: true, errorMessage: refusalText(check.success.message) })
        return
      }
      setPrompt(closedPrompt)
      void saving.run(saveDetails(services, member, pendingDetails, password))
    })
  }

  // Pending until the request is answered and the connection's new state has been read again.
  const onRequestWhitelist = () => void whitelist.run(requestWhitelist(services))

  return (
    <MyAccount
      user={member.user}
      connection={connection}
      onSave={(details) => {
        setPendingDetails(details)
        setPrompt({ isOpen: true })
      }}
      passwordPrompt={prompt}
      onConfirmPassword={onConfirmPassword}
      onCancelPassword={() => setPrompt(closedPrompt)}
      isSaving={saving.isPending}
      onRequestWhitelist={onRequestWhitelist}
      isWhitelistPending={whitelist.isPending}
      redeemSlot={<RedeemPanel />}
      twoStepSlot={<TwoStepSignInContainer />}
    />
  )
}

export default MyAccountScreen
