import { Clock, Context, Deferred, Duration, Effect, Layer } from "effect"
import { Changes, type ChangeTopic, changeTopics } from "../cache/Changes.ts"
import { ReadCache } from "../cache/ReadCache.ts"
import { Settings } from "../config.ts"

/** A page as it is sent: made once, sent to every guest until what it shows changes. */
export interface Made<Page> {
  readonly page: Page
  /** Whether it may be kept (a page that failed to render, or a 404, is made for its request only). */
  readonly keep: boolean
  /** What it shows depends on: a change of any of these makes it again. */
  readonly topics: ReadonlyArray<ChangeTopic>
}

/** A page as a request gets it. */
export interface Given<Page> {
  readonly page: Page
  readonly topics: ReadonlyArray<ChangeTopic>
  /** Kept and up to date: the same page may be sent again as it is until one of its topics changes. */
  readonly current: boolean
}

interface Entry<Page> {
  kept?: {
    readonly page: Page
    readonly topics: ReadonlyArray<ChangeTopic>
    readonly madeAt: number
    /** The `version` it was made from. */
    readonly version: number
  }
  /** Bumped by every change of one of its topics, so a page made from older data is known as such. */
  version: number
  stale: boolean
  /** Out of date by a change someone is waiting to see (published news): made again at the next request. */
  urgent: boolean
  /** The page being made now and the `version` it started from; undefined while none is being made. */
  making: { readonly from: number; readonly done: Deferred.Deferred<Given<Page> | undefined> } | undefined
  lastStarted: number
}

/** How many addresses' pages are kept; the least recently sent goes first. */
const capacity = 256

/**
 * A page out of date only by time, or by a change that happens at every click of a crowd (what sells
 * best), is made again in the background, at most this often.
 */
const remakeInterval = Duration.seconds(1)

/** Changes that come with every purchase: they never make a guest wait for a page. */
const frequentTopics: ReadonlySet<ChangeTopic> = new Set(["sales"])

/**
 * The public pages rendered on the server, kept in memory (docs/adr/0028-launch-day.md): a page is
 * rendered once and sent to every guest until a change of what it shows (heard from every instance
 * through PostgreSQL, ADR 0013) or the refresh interval makes it out of date. After a change someone
 * may be waiting to see (news published, an event scheduled), the page is made again once and every
 * request meanwhile waits for that one make, so nobody is sent the page from before it; a page out of
 * date only by time or by purchases is sent while it is made again in the background; a page being
 * made for the first time is answered, meanwhile, without its content (the browser renders it). A
 * make runs apart from the request that started it. While the instance does not hear changes, every
 * page is made anew.
 */
export class PageCache extends Context.Service<
  PageCache,
  {
    /**
     * The page at `key`, made by `make` when nothing is kept; undefined when another request is
     * making it for the first time.
     */
    readonly page: <Page>(
      key: string,
      make: Effect.Effect<Made<Page>>,
    ) => Effect.Effect<Given<Page> | undefined>
  }
>()("gatehouse/server/PageCache") {
  static readonly layer = Layer.effect(
    PageCache,
    Effect.gen(function* () {
      const settings = yield* Settings
      const changes = yield* Changes
      const reads = yield* ReadCache
      const scope = yield* Effect.scope
      const refreshMs = Duration.toMillis(settings.limits.cacheRefresh)
      const remakeMs = Duration.toMillis(remakeInterval)
      const entries = new Map<string, Entry<unknown>>()

      /** Whether a change of `topic` leaves `entry` out of date; one made for the first time may show anything. */
      const dependsOn = (entry: Entry<unknown>, topic: ChangeTopic) =>
        entry.kept === undefined ? entry.making !== undefined : entry.kept.topics.includes(topic)

      for (const topic of changeTopics) {
        yield* changes.onChange([topic], () => {
          for (const entry of entries.values()) {
            if (!dependsOn(entry, topic)) continue
            entry.stale = true
            entry.urgent ||= !frequentTopics.has(topic)
            entry.version += 1
          }
        })
      }

      /**
       * Keeps what was made, out of date when the data changed meanwhile; never in place of a page
       * made from newer data (two makes overlap when a change comes while one is under way).
       */
      const store = <Page>(
        key: string,
        entry: Entry<Page>,
        made: Made<Page>,
        version: number,
        madeAt: number,
      ) => {
        if (!made.keep) {
          entries.delete(key)
          return
        }
        if (entry.kept !== undefined && entry.kept.version > version) return
        entry.kept = { page: made.page, topics: made.topics, madeAt, version }
        entry.stale = entry.version !== version
        if (!entry.stale) entry.urgent = false
        entries.delete(key)
        entries.set(key, entry as Entry<unknown>)
        while (entries.size > capacity) {
          const oldest = [...entries].find(([, candidate]) => candidate.making === undefined)?.[0]
          if (oldest === undefined) break
          entries.delete(oldest)
        }
      }

      /**
       * Starts making the page from the data as it is now, apart from any request (one that goes away
       * leaves it to finish for the others), and keeps it when done. The make's answer, or undefined
       * when it failed, is what the returned Deferred gives every request that waits for it.
       */
      const startMaking = <Page>(key: string, entry: Entry<Page>, make: Effect.Effect<Made<Page>>) =>
        Effect.gen(function* () {
          const version = entry.version
          const done = yield* Deferred.make<Given<Page> | undefined>()
          entry.making = { from: version, done }
          entry.lastStarted = yield* Clock.currentTimeMillis
          const made = Effect.gen(function* () {
            const made = yield* make
            store(key, entry, made, version, yield* Clock.currentTimeMillis)
            return { page: made.page, topics: made.topics, current: made.keep && !entry.stale }
          }).pipe(
            Effect.catchCause((cause) =>
              Effect.as(Effect.logWarning("A kept page could not be made again", cause), undefined),
            ),
            Effect.ensuring(
              Effect.sync(() => {
                if (entry.making?.done === done) entry.making = undefined
              }),
            ),
          )
          yield* Effect.forkIn(Deferred.into(made, done), scope)
          return done
        })

      const page = <Page>(
        key: string,
        make: Effect.Effect<Made<Page>>,
      ): Effect.Effect<Given<Page> | undefined> =>
        Effect.gen(function* () {
          if (!reads.hearsChanges()) {
            const made = yield* make
            return { page: made.page, topics: made.topics, current: false }
          }
          const now = yield* Clock.currentTimeMillis
          const found = entries.get(key) as Entry<Page> | undefined
          if (found?.kept !== undefined) {
            const outOfDate = found.stale || now - found.kept.madeAt >= refreshMs
            const before = { page: found.kept.page, topics: found.kept.topics, current: !outOfDate }
            // After a change someone may be waiting to see (news published, an event scheduled), the
            // page is made again once, and every request meanwhile waits for that make: no one is sent
            // the page from before the change, least of all the one who made it.
            if (found.urgent) {
              const since = found.making?.from === found.version ? found.making.done : undefined
              const made = yield* Deferred.await(since ?? (yield* startMaking(key, found, make)))
              return made ?? before
            }
            if (outOfDate && found.making === undefined && now - found.lastStarted >= remakeMs) {
              yield* startMaking(key, found, make)
            }
            return before
          }
          if (found?.making !== undefined) return undefined
          const entry: Entry<Page> = found ?? {
            version: 0,
            stale: false,
            urgent: false,
            making: undefined,
            lastStarted: 0,
          }
          entries.set(key, entry as Entry<unknown>)
          return yield* Deferred.await(yield* startMaking(key, entry, make))
        })

      return PageCache.of({ page })
    }),
  )
}
