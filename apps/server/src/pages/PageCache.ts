import { Clock, Context, Duration, Effect, Layer } from "effect"
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
  /** The `version` the page being made now was started from; undefined while none is being made. */
  makingFrom: number | undefined
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
 * through PostgreSQL, ADR 0013) or the refresh interval makes it out of date. A request never waits
 * for a render another request started. After a change someone may be waiting to see (published
 * news), the next request makes the page and waits for it, while others meanwhile get the page
 * before; a page out of date only by time or by purchases is sent while it is made again in the
 * background; a page being made for the first time is answered, meanwhile, without its content (the
 * browser renders it). While the instance does not hear changes, every page is made anew.
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

      for (const topic of changeTopics) {
        yield* changes.onChange([topic], () => {
          for (const entry of entries.values()) {
            if (entry.kept === undefined || !entry.kept.topics.includes(topic)) continue
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
          const oldest = [...entries].find(([, candidate]) => candidate.makingFrom === undefined)?.[0]
          if (oldest === undefined) break
          entries.delete(oldest)
        }
      }

      const makeInto = <Page>(key: string, entry: Entry<Page>, make: Effect.Effect<Made<Page>>) =>
        Effect.gen(function* () {
          const version = entry.version
          entry.makingFrom = version
          entry.lastStarted = yield* Clock.currentTimeMillis
          const made = yield* make.pipe(
            Effect.ensuring(
              Effect.sync(() => {
                if (entry.makingFrom === version) entry.makingFrom = undefined
              }),
            ),
          )
          store(key, entry, made, version, yield* Clock.currentTimeMillis)
          return { page: made.page, topics: made.topics, current: made.keep && !entry.stale }
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
            // The first guest after news is published sees it: this request makes the page and waits,
            // unless one is already being made since the change (a make started before it read older data).
            if (found.urgent && found.makingFrom !== found.version) return yield* makeInto(key, found, make)
            if (outOfDate && found.makingFrom === undefined && now - found.lastStarted >= remakeMs) {
              yield* Effect.forkIn(
                makeInto(key, found, make).pipe(
                  Effect.catchCause((cause) =>
                    Effect.logWarning("A kept page could not be made again", cause),
                  ),
                ),
                scope,
              )
            }
            return { page: found.kept.page, topics: found.kept.topics, current: !outOfDate }
          }
          if (found?.makingFrom !== undefined) return undefined
          const entry: Entry<Page> = found ?? {
            version: 0,
            stale: false,
            urgent: false,
            makingFrom: undefined,
            lastStarted: 0,
          }
          entries.set(key, entry as Entry<unknown>)
          return yield* makeInto(key, entry, make)
        })

      return PageCache.of({ page })
    }),
  )
}
