import { TwoStepSection, type TwoStepState } from "@gatehouse/ui"
import { Effect } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useQuery } from "../data/useQuery.ts"
import {
  confirmTwoStep,
  startTwoStep,
  type TwoStepAnswer,
  turnOffTwoStep,
  twoStepQuery,
  twoStepStateOf,
} from "./twoStepSignIn.ts"

/**
 * Two-step sign-in on My Account: the loaded status, and the steps of turning it on (key, first
 * code, recovery codes shown once) and off, each told in the section.
 */
export const TwoStepSignInContainer = () => {
  const services = usePortalServices()
  const loaded = twoStepStateOf(useQuery(twoStepQuery).state)
  // A step under way (setting up, codes on show) stands over the loaded status until it ends.
  const [step, setStep] = useState<TwoStepState | null>(null)
  const [errorMessage, setErrorMessage] = useState<string | undefined>(undefined)
  const [isPending, setPending] = useState(false)

  const reload = () => services.queries.invalidate((query) => query.key === twoStepQuery.key)

  const run = <A,>(call: Effect.Effect<TwoStepAnswer<A>>, onDone: (value: A) => void) => {
    setPending(true)
    void Effect.runPromise(call).then((answer) => {
      setPending(false)
      setErrorMessage(answer._tag === "Refused" ? answer.message : undefined)
      if (answer._tag === "Done") onDone(answer.value)
    })
  }

  return (
    <TwoStepSection
      state={step ?? loaded}
      errorMessage={errorMessage}
      isPending={isPending}
      onStart={() =>
        run(startTwoStep(services), ({ secret, uri }) => setStep({ _tag: "SettingUp", secret, uri }))
      }
      onConfirm={(code) =>
        run(confirmTwoStep(services, code), ({ recoveryCodes }) => {
          setStep({ _tag: "ShowingCodes", recoveryCodes })
          void reload()
        })
      }
      onCancelSetup={() => {
        setErrorMessage(undefined)
        setStep(null)
      }}
      onCodesSaved={() => setStep(null)}
      onTurnOff={(proof) => run(turnOffTwoStep(services, proof), () => void reload())}
    />
  )
}
