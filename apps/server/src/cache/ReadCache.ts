import { PgClient } from "@effect/sql-pg"
import {
  Cache,
  Cause,
  Context,
  Deferred,
  Duration,
  Effect,
  Exit,
  Layer,
  Schedule,
  type Scope,
  Stream,
} from "effect"
import { Settings } from "../config.ts"
import { Changes, type ChangeTopic, changesChannel, changeTopics, isChangeTopic } from "./Changes.ts"

/** How long a starting instance waits to hear changes before it serves reads uncached meanwhile. */
const firstListenWait = Duration.seconds(10)

/** How long a lost listening connection waits before it is opened again. */
const relistenDelay = Duration.seconds(1)

export interface MemoizeOptions<Key, A> {
  /** What the answers depend on: a change of any of these drops every cached answer. */
  readonly topics: ReadonlyArray<ChangeTopic>
  readonly lookup: (key: Key) => Effect.Effect<A>
  /** How many different keys are kept; the least recently used goes first. */
  readonly capacity: number
}

/**
 * Public reads kept in this instance's memory. Correctness never rests on that memory: every
 * answer is dropped when the database announces a change of its topic (see Changes.ts), and read
 * again at the latest `settings.limits.cacheRefresh` after it was read, for data that changes
 * outside the portal (characters from the game, rows an operator edits by hand). Against an external
 * PostgreSQL the instance LISTENs on `gatehouse_changes`; while it is not listening (starting, or
 * its connection was lost) it serves every read from the database instead of from memory.
 */
export class ReadCache extends Context.Service<
  ReadCache,
  {
    readonly memoize: <Key, A>(
      options: MemoizeOptions<Key, A>,
    ) => Effect.Effect<(key: Key) => Effect.Effect<A>, never, Scope.Scope>
    /** Whether this instance hears every change now: only then may what it keeps be served. */
    readonly hearsChanges: () => boolean
  }
>()("gatehouse/server/ReadCache") {
  static readonly layer = Layer.effect(
    ReadCache,
    Effect.gen(function* () {
      const settings = yield* Settings
      const changes = yield* Changes
      const refresh = settings.limits.cacheRefresh
      // The embedded database is one process: every writer is in this one, and announces here.
      const delivery = { live: settings.database._tag === "Embedded" }

      if (settings.database._tag === "External") {
        const pg = yield* PgClient.PgClient
        const listening = yield* Deferred.make<void>()
        const session = Effect.scoped(
          Effect.gen(function* () {
            const queue = yield* pg.listen(changesChannel)
            // Whatever changed while nobody listened is unknown, so everything is read again.
            yield* changes.received(changeTopics)
            delivery.live = true
            yield* Deferred.succeed(listening, undefined)
            yield* Stream.fromQueue(queue).pipe(
              Stream.runForEach((notification) =>
                isChangeTopic(notification.payload)
                  ? changes.heard(notification.processId, notification.payload)
                  : Effect.void,
              ),
            )
          }),
        ).pipe(
          Effect.ensuring(Effect.sync(() => (delivery.live = false))),
          Effect.tapCause((cause) =>
            Effect.logWarning("Not hearing database changes; public reads come from the database", cause),
          ),
        )
        yield* Effect.forkScoped(Effect.retry(session, Schedule.spaced(relistenDelay)))
        yield* Deferred.await(listening).pipe(Effect.timeoutOption(firstListenWait))
      }

      const memoize = Effect.fnUntraced(function* <Key, A>(options: MemoizeOptions<Key, A>) {
        // The last answer each key got, for while the database cannot be reached: a guest is better
        // served an answer a little old than none (a restart or failover takes seconds).
        const lastGood = new Map<Key, A>()
        const remember = (key: Key) =>
          Effect.tap(options.lookup(key), (answer) =>
            Effect.sync(() => {
              lastGood.delete(key)
              lastGood.set(key, answer)
              if (lastGood.size > options.capacity) lastGood.delete(lastGood.keys().next().value as Key)
            }),
          )
        const cache = yield* Cache.makeWith(remember, {
          capacity: options.capacity,
          // A failed read is never kept: the next request tries the database again.
          timeToLive: (exit) => (Exit.isSuccess(exit) ? refresh : Duration.zero),
        })
        yield* changes.onChange(options.topics, () => Effect.runSync(Cache.invalidateAll(cache)))
        return (key: Key) =>
          Effect.suspend(() => (delivery.live ? Cache.get(cache, key) : remember(key))).pipe(
            // Not logged here, once per request: the health check logs the outage itself.
            Effect.catchCause((cause) =>
              lastGood.has(key) && !Cause.hasInterrupts(cause)
                ? Effect.succeed(lastGood.get(key) as A)
                : Effect.failCause(cause),
            ),
          )
      })

      return ReadCache.of({ memoize, hearsChanges: () => delivery.live })
    }),
  )

  /** With the change notifications it listens to: one value, so every user of it shares one instance. */
  static readonly withChanges = ReadCache.layer.pipe(Layer.provide(Changes.layer))
}
