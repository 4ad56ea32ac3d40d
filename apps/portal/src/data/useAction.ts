import type { ApiFailure } from "@gatehouse/api-client"
import { Effect, type Result } from "effect"
import { useCallback, useRef, useState } from "react"
import { usePortalServices } from "../app/PortalServices.tsx"
import { type ClientAction, performAction } from "./clientAction.ts"

/** What `run` is given to say which action is pending: nothing when the screen has one kind of action. */
type PendingKey<Key> = [Key] extends [true] ? [] : [key: Key]

/**
 * The portal's one way to act from a screen: runs a {@link ClientAction} (its refusal told once, the
 * reads it changed asked again, its success told) and says what is pending until it has settled. A
 * screen with several things to act on names the one pending (`useAction<number>()`, a product, a
 * batch); `run` answers the call's answer or its failure, for what the screen does next.
 */
export const useAction = <Key = true>() => {
  const services = usePortalServices()
  const [pending, setPending] = useState<Key | null>(null)
  // Actions may overlap (two cart rows changed quickly): pending until the last one has settled.
  const running = useRef(0)
  const run = useCallback(
    <A>(action: ClientAction<A>, ...key: PendingKey<Key>): Promise<Result.Result<A, ApiFailure>> => {
      running.current += 1
      setPending((key.length === 0 ? true : key[0]) as Key)
      return Effect.runPromise(performAction(services, action)).finally(() => {
        running.current -= 1
        if (running.current === 0) setPending(null)
      })
    },
    [services],
  )
  return { run, pending, isPending: pending !== null }
}
