import type { ApiFailure } from "@gatehouse/api-client"
import { Effect, Result } from "effect"
import { reportFormFailure, successTitle } from "../accounts/accountDialogs.ts"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ApiQuery } from "../data/apiQuery.ts"
import { alertOf } from "../dialogs/alerts.ts"

/**
 * A staff action as the console runs it: the call, then on success the reads it changed are asked
 * again and the server's sentence is shown ('Success!'); on refusal the 'ERROR!' dialog shows the
 * server's message and every field it named. Resolves to whether the server accepted it.
 */
export const staffAction = <A extends { readonly message: string }>(
  services: Pick<PortalServices, "handlers" | "queries">,
  call: Effect.Effect<A, ApiFailure>,
  changed: (query: ApiQuery<unknown>) => boolean,
): Promise<boolean> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const done = yield* Effect.result(call)
      if (Result.isFailure(done)) {
        yield* reportFormFailure(done.failure, services.handlers)
        return false
      }
      yield* Effect.promise(() => services.queries.invalidate(changed))
      yield* alertOf(services.handlers, successTitle, done.success.message)
      return true
    }),
  )

/** Whether a read is one of these console calls. */
export const consoleCalls =
  (...names: ReadonlyArray<string>) =>
  (query: ApiQuery<unknown>): boolean =>
    names.some((name) => query.call === `console.${name}`)
