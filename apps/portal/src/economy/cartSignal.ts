import type { PortalServices } from "../app/PortalServices.tsx"

/** A counter that moves whenever the cart may have changed, so every view of the cart refetches. */
export interface CartSignal {
  readonly version: () => number
  readonly changed: () => void
  readonly subscribe: (listener: () => void) => () => void
}

const makeCartSignal = (): CartSignal => {
  let version = 0
  const listeners = new Set<() => void>()
  return {
    version: () => version,
    changed: () => {
      version += 1
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const signals = new WeakMap<PortalServices, CartSignal>()

/**
 * The cart signal of one running portal (spec §4 Shop: the cart is refetched after each quantity,
 * check, add or purchase action). Kept beside the portal's services rather than in a module global,
 * so tests that make their own services never share a cart.
 */
export const cartSignalOf = (services: PortalServices): CartSignal => {
  let signal = signals.get(services)
  if (signal === undefined) {
    signal = makeCartSignal()
    signals.set(services, signal)
  }
  return signal
}
