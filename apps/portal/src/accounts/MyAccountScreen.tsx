import { isLoggedIn } from "@gatehouse/domain"
import { type AccountDetails, MyAccount, type PasswordPrompt } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState, useTransition } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import { RedeemPanel } from "../economy/RedeemPanel.tsx"
import { useSession } from "../session/useSession.ts"
import { checkPassword, connectionOf, connectionQuery, requestWhitelist, saveDetails } from "./myAccount.ts"
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
  const [isSaving, setSaving] = useState(false)
  const [isWhitelistPending, startWhitelist] = useTransition()

  // The route guard keeps guests out; this covers the moment the session ends on this page.
  if (member === null) return null

  const onConfirmPassword = (password: string) => {
    if (pendingDetails === null) return
    setPrompt({ isOpen: true, isPending: true })
    const steps = Effect.gen(function* () {
      const check = yield* checkPassword(services, member, password)
      if (check._tag === "Refused") {
        setPrompt({ isOpen: true, errorMessage: check.message })
        return
      }
      setPrompt(closedPrompt)
      setSaving(true)
      yield* saveDetails(services, member, pendingDetails, password).pipe(
        Effect.ensuring(Effect.sync(() => setSaving(false))),
      )
    })
    void Effect.runPromise(steps)
  }

  // Pending until the request is answered and the connection's new state has been read again.
  const onRequestWhitelist = () =>
    startWhitelist(async () => {
      await Effect.runPromise(requestWhitelist(services))
      await services.queries.invalidate((query) => query.key === connectionQuery.key)
    })

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
      isSaving={isSaving}
      onRequestWhitelist={onRequestWhitelist}
      isWhitelistPending={isWhitelistPending}
      redeemSlot={<RedeemPanel />}
      twoStepSlot={<TwoStepSignInContainer />}
    />
  )
}

export default MyAccountScreen
