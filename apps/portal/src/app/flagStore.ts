/** A yes/no state that React components can subscribe to (`useSyncExternalStore`). */
export interface FlagStore {
  readonly get: () => boolean
  readonly set: (value: boolean) => void
  readonly subscribe: (listener: () => void) => () => void
}

export const makeFlagStore = (initial = false): FlagStore => {
  const listeners = new Set<() => void>()
  let value = initial
  return {
    get: () => value,
    set: (next) => {
      if (next === value) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
