import type { ReconcileResponse } from "@gatehouse/api-client/console"
import { PaymentReconciliation } from "@gatehouse/ui/console"
import { Effect, Result } from "effect"
import { useState } from "react"
import { useAction } from "../../data/useAction.ts"
import { useConsoleApi } from "../consoleApi.ts"

/**
 * Runs a reconciliation when asked (it calls the gateways, so never on its own) and shows what it
 * found; a run that fails says so in place rather than in a dialog.
 */
export const ReconciliationSection = () => {
  const api = useConsoleApi()
  const { run, isPending } = useAction()
  const [result, setResult] = useState<ReconcileResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const check = (days: number) => {
    setFailed(false)
    void run({
      call: api.reconcilePayments({ days }),
      told: (answer) => Effect.sync(() => setResult(answer)),
      report: null,
    }).then((outcome) => setFailed(Result.isFailure(outcome)))
  }
  return <PaymentReconciliation result={result} failed={failed} isPending={isPending} onRun={check} />
}
