import { TwoStepSection, type TwoStepState } from "@gatehouse/ui"
import { Effect, Result } from "effect"
import { useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import {
  confirmTwoStep,
  refusalOf,
  startTwoStep,
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
  const { run: runAction, isPending } = useAction()

  // The section moves on as soon as the step is done; the status is read again meanwhile.
  const run = <A,>(action: ClientAction<A>, onDone: (value: A) => void) =>
    void runAction({
      ...action,
      told: (value) =>
        Effect.sync(() => {
          setErrorMessage(undefined)
          onDone(value)
        }),
    }).then((answer) => {
      if (Result.isFailure(answer)) setErrorMessage(refusalOf(answer.failure))
    })

  return (
    <TwoStepSection
      state={step === null ? loaded : { status: "loaded", value: step }}
      errorMessage={errorMessage}
      isPending={isPending}
      onStart={() =>
        run(startTwoStep(services), ({ secret, uri }) => setStep({ _tag: "SettingUp", secret, uri }))
      }
      onConfirm={(code) =>
        run(confirmTwoStep(services, code), ({ recoveryCodes }) =>
          setStep({ _tag: "ShowingCodes", recoveryCodes }),
        )
      }
      onCancelSetup={() => {
        setErrorMessage(undefined)
        setStep(null)
      }}
      onCodesSaved={() => setStep(null)}
      onTurnOff={(proof) => run(turnOffTwoStep(services, proof), () => {})}
    />
  )
}
