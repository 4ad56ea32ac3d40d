import { Effect } from "effect"
import { makePortalServices } from "../src/app/makePortalServices.ts"
import { type ClientAction, performAction } from "../src/data/clientAction.ts"
import { type FakeRoutes, fakeApi } from "./fakeApi.ts"

/**
 * The portal's services on a fake API and the test's own browser storage. Where the router was sent
 * is recorded, and also handed to `navigate` when a test runs a router of its own.
 */
export const servicesOn = (routes: FakeRoutes = {}, navigate: (path: string) => void = () => {}) => {
  const server = fakeApi(routes)
  const visited: Array<string> = []
  const services = makePortalServices({
    storage: window.localStorage,
    navigate: (path) => {
      visited.push(path)
      navigate(path)
    },
    fetch: server.fetch,
  })
  return { services, calls: server.calls, visited }
}

/** Runs an action as a screen's `useAction` does: answers the call's answer or its failure. */
export const perform = <A>(services: ReturnType<typeof servicesOn>["services"], action: ClientAction<A>) =>
  Effect.runPromise(performAction(services, action))
