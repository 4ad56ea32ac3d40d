import { isFresh } from "@gatehouse/domain"
import type { LoadState } from "@gatehouse/ui"
import type { ApiQuery, ClientFactory } from "./apiQuery.ts"
import type { KeptAnswers } from "./keptAnswers.ts"

/**
 * Answers a server-rendered page was made with, by query key: the API's JSON and when it was read,
 * and whether it is only the part the page drew (`ApiQuery.pagePart`).
 */
export type SeededAnswers = Readonly<
  Record<string, { readonly json: unknown; readonly storedAt: number; readonly partial?: boolean }>
>

interface Entry {
  readonly query: ApiQuery<unknown>
  state: LoadState<unknown>
  storedAt: number
  /** Moves with each fetch; an answer from an older fetch is dropped when it arrives. */
  generation: number
  pending: Promise<void> | undefined
  /** Came with the server-rendered page: its first viewer shows it without asking again. */
  seeded: boolean
  /** Only the part of the answer the page drew: for the screen it came with, never for another. */
  partial: boolean
  readonly listeners: Set<() => void>
}

/**
 * The portal's one home for what it read from the API (every screen, the frame, the cart): one
 * entry per call and input, shared by every view that shows it, fetched once while a request is in
 * flight, reused while its cache policy allows, and refetched for whoever watches it when it is
 * invalidated (the cart after each action). Made per running portal, so tests never share one.
 */
export interface QueryStore {
  readonly read: <A>(query: ApiQuery<A>) => LoadState<A>
  /** True while the query's answer is only the part its server-rendered page drew. */
  readonly isPartial: (query: ApiQuery<unknown>) => boolean
  readonly subscribe: (query: ApiQuery<unknown>, listener: () => void) => () => void
  /** Fetches the query when no usable answer is kept (a viewer opened). */
  readonly ensure: (query: ApiQuery<unknown>) => void
  /** Fetches the query again whatever is kept (Retry); settles when the answer is in. */
  readonly refetch: (query: ApiQuery<unknown>) => Promise<void>
  /**
   * Marks matching entries stale and refetches those on screen (the cart after an action; every
   * entry for spec §4's refresh action); settles when those answers are in.
   */
  readonly invalidate: (matches: (query: ApiQuery<unknown>) => boolean) => Promise<void>
  /** Settles once the query has an answer or has failed (a server render waits on it). */
  readonly settled: (query: ApiQuery<unknown>) => Promise<void>
  /** What a server-rendered page carries to the browser: every answer it was made with. */
  readonly dehydrate: () => SeededAnswers
  /** True when rendering on the server, where a screen waits for its data instead of showing loading. */
  readonly onServer: boolean
}

const loading: LoadState<never> = { status: "loading" }

/**
 * A promise React's `use` reads as settled without waiting (its `status` says so), for a query that
 * already has its answer: a server render then calls `use` for every query in the same order on
 * each attempt, which is what `use` needs to match each call with its own promise.
 */
const alreadySettled: Promise<void> = Object.assign(Promise.resolve(), {
  status: "fulfilled" as const,
  value: undefined,
})
const failed: LoadState<never> = { status: "failed" }

export interface QueryStoreOptions {
  /** The portal's clients, one per table of calls (`PortalServices.clientFor`). */
  readonly clientFor: ClientFactory
  readonly seeded?: SeededAnswers
  readonly onServer?: boolean
  readonly now?: () => number
  /** Answers kept across visits (the banners in local storage, spec §4); none when left out. */
  readonly kept?: KeptAnswers
  /** Spec §8: a failed read is logged; the screen shows what it shows for a failure. */
  readonly logFailure?: (query: ApiQuery<unknown>, error: unknown) => void
}

const logToConsole = (query: ApiQuery<unknown>, error: unknown) =>
  console.error(`Failed to load ${query.call}`, error)

export const makeQueryStore = ({
  clientFor,
  seeded = {},
  onServer = false,
  now = Date.now,
  kept,
  logFailure = logToConsole,
}: QueryStoreOptions): QueryStore => {
  const entries = new Map<string, Entry>()
  const seeds = new Map(Object.entries(seeded))

  const entryOf = (query: ApiQuery<unknown>): Entry => {
    const existing = entries.get(query.key)
    if (existing !== undefined) return existing
    const entry: Entry = {
      query,
      state: loading,
      storedAt: 0,
      generation: 0,
      pending: undefined,
      seeded: false,
      partial: false,
      listeners: new Set(),
    }
    const seed = seeds.get(query.key)
    if (seed !== undefined) {
      seeds.delete(query.key)
      try {
        entry.state = { status: "loaded", value: query.decode(seed.json) }
        entry.storedAt = seed.storedAt
        entry.seeded = true
        entry.partial = seed.partial === true
      } catch {
        // An answer the contract no longer reads (a new build met an old page) is simply fetched.
      }
    }
    if (!entry.seeded) restoreKept(entry)
    entries.set(query.key, entry)
    return entry
  }

  // A kept answer shows at once whatever its age (no empty rotator on a repeat visit); its cache
  // policy decides whether it is fetched again.
  const restoreKept = (entry: Entry) => {
    const stored = kept?.read(entry.query)
    if (stored == null) return
    try {
      entry.state = { status: "loaded", value: entry.query.decode(stored.json) }
      entry.storedAt = stored.storedAt
    } catch {
      // Kept by an older build in a shape the contract no longer reads: fetched instead.
    }
  }

  const publish = (entry: Entry, state: LoadState<unknown>) => {
    entry.state = state
    for (const listener of entry.listeners) listener()
  }

  const fetch = (entry: Entry): Promise<void> => {
    entry.generation += 1
    const generation = entry.generation
    // A kept answer stays on screen while the new one is fetched; only a first load shows loading.
    const request = entry.query.run(clientFor).then(
      (value) => {
        if (entry.generation !== generation) return
        entry.storedAt = now()
        entry.partial = false
        kept?.write(entry.query, entry.query.encode(value), entry.storedAt)
        publish(entry, { status: "loaded", value })
      },
      (error: unknown) => {
        if (entry.generation !== generation) return
        logFailure(entry.query, error)
        if (entry.state.status !== "loaded") publish(entry, failed)
      },
    )
    entry.pending = request.finally(() => {
      if (entry.generation === generation) entry.pending = undefined
    })
    return entry.pending
  }

  const usable = (entry: Entry): boolean => {
    if (entry.state.status !== "loaded") return false
    if (entry.seeded) return true
    const { policy } = entry.query
    return policy !== "each-visit" && isFresh({ value: null, storedAt: entry.storedAt }, now(), policy)
  }

  return {
    onServer,
    read: <A>(query: ApiQuery<A>) => entryOf(query as ApiQuery<unknown>).state as LoadState<A>,
    isPartial: (query) => entryOf(query).partial,
    subscribe: (query, listener) => {
      const entry = entryOf(query)
      entry.listeners.add(listener)
      return () => {
        entry.listeners.delete(listener)
        if (entry.listeners.size > 0) return
        // A failure is never kept: whoever opens the read next sees it load again, not the old failure.
        // Nor is a page's part: another screen may need what the page left out.
        if (entry.state.status === "failed" || entry.partial) entry.state = loading
        entry.partial = false
        // The page came with it: shown as it is while on screen; the next visit asks again.
        entry.seeded = false
      }
    },
    ensure: (query) => {
      const entry = entryOf(query)
      if (!usable(entry) && entry.pending === undefined) void fetch(entry)
    },
    refetch: (query) => {
      const entry = entryOf(query)
      if (entry.state.status === "failed") publish(entry, loading)
      return fetch(entry)
    },
    invalidate: (matches) => {
      const refetched: Array<Promise<void>> = []
      for (const entry of entries.values()) {
        if (!matches(entry.query)) continue
        entry.seeded = false
        entry.storedAt = Number.NEGATIVE_INFINITY
        if (entry.listeners.size > 0) refetched.push(fetch(entry))
      }
      return Promise.all(refetched).then(() => undefined)
    },
    settled: (query) => {
      const entry = entryOf(query)
      if (entry.state.status !== "loading") return alreadySettled
      return entry.pending ?? fetch(entry)
    },
    dehydrate: () => {
      const answers: Record<string, SeededAnswers[string]> = {}
      for (const [key, entry] of entries) {
        if (entry.state.status !== "loaded") continue
        const { value } = entry.state
        const part = entry.query.pagePart
        answers[key] =
          part === undefined
            ? { json: entry.query.encode(value), storedAt: entry.storedAt }
            : { json: entry.query.encode(part(value)), storedAt: entry.storedAt, partial: true }
      }
      return answers
    },
  }
}
