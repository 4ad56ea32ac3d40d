/** One value React components can subscribe to (`useSyncExternalStore`). */
export interface ValueStore<A> {
  readonly get: () => A
  readonly set: (value: A) => void
  readonly subscribe: (listener: () => void) => () => void
}

export const makeValueStore = <A>(initial: A): ValueStore<A> => {
  const listeners = new Set<() => void>()
  let value = initial
  return {
    get: () => value,
    set: (next) => {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * One store per running portal (its services object), made on first use: a state that outlives the
 * screen that set it, without a place in the portal's services for each.
 */
export const storePerPortal = <A>(initial: () => A) => {
  const stores = new WeakMap<object, ValueStore<A>>()
  return (services: object): ValueStore<A> => {
    const known = stores.get(services)
    if (known !== undefined) return known
    const store = makeValueStore(initial())
    stores.set(services, store)
    return store
  }
}
