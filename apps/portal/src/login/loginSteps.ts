import type { LoginStep } from "./logIn.ts"

/** The login's step, shared by every login form of one running portal. */
export interface LoginStepStore {
  readonly get: () => LoginStep
  readonly set: (step: LoginStep) => void
  readonly subscribe: (listener: () => void) => () => void
}

const done: LoginStep = { _tag: "Done" }

const makeLoginStepStore = (): LoginStepStore => {
  const listeners = new Set<() => void>()
  let step: LoginStep = done
  return {
    get: () => step,
    set: (next) => {
      step = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const stores = new WeakMap<object, LoginStepStore>()

/**
 * The step of the login under way in this portal. It outlives the form that started it, so a code
 * asked for after the password is still asked for when the player has moved to another page.
 */
export const loginStepsOf = (services: object): LoginStepStore => {
  const known = stores.get(services)
  if (known !== undefined) return known
  const store = makeLoginStepStore()
  stores.set(services, store)
  return store
}
