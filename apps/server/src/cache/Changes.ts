import { Clock, Context, Duration, Effect, Layer, Schema, type Scope } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"

/** How long changes announced with `announceSoon` gather before one announcement says them all. */
export const coalesceWindow = Duration.seconds(2)

/**
 * How long a notification this instance sent is expected back on its own LISTEN connection; one
 * that has not come back by then (its transaction rolled back) is forgotten.
 */
const echoWait = Duration.seconds(10)

/** The PostgreSQL channel on which every instance hears what changed. */
export const changesChannel = "gatehouse_changes"

/**
 * What a public read depends on. A change notification names one of these; the payload is the
 * whole message, so every instance of any version understands it.
 */
export const changeTopics = ["news", "downloads", "banners", "shop", "sales", "rankings", "site"] as const
export type ChangeTopic = (typeof changeTopics)[number]

export const isChangeTopic = (value: string): value is ChangeTopic =>
  (changeTopics as ReadonlyArray<string>).includes(value)

/** The session a notification was sent from (`pg_backend_pid()`), as its listeners will see it. */
const SentBy = Schema.Struct({ sender: Schema.Int })

/**
 * The in-process side of the notifications, one per database client. Keyed by the client rather
 * than held by a layer, so that every writer and every cache over the same connection pool share
 * it however their layers were built, the way PostgreSQL's own delivery reaches every listener of
 * the database; two clients (two instances, as a test runs them) never share one.
 */
const registries = new WeakMap<SqlClient.SqlClient, Registry>()

interface Registry {
  readonly reactivity: Reactivity.Reactivity
  /**
   * The notifications this instance sent and expects back, by sending session and topic, each with
   * when it stops being expected. PostgreSQL delivers a NOTIFY to every listener, the sender's own
   * LISTEN included; heard twice, a change would make every cache of it, and every page made from
   * them, be made again twice.
   */
  readonly echoes: Map<string, Array<number>>
}

const registryOf = (sql: SqlClient.SqlClient) =>
  Effect.map(Reactivity.make, (fresh) => {
    const known = registries.get(sql)
    if (known !== undefined) return known
    const registry: Registry = { reactivity: fresh, echoes: new Map() }
    registries.set(sql, registry)
    return registry
  })

/**
 * Change notifications between writers and the caches of public reads. A writer announces a topic
 * inside its own transaction: PostgreSQL sends `NOTIFY gatehouse_changes` to every listening
 * instance only when that transaction commits (and never when it rolls back), and this instance's
 * caches hear it right after the commit, before the writer answers.
 */
export class Changes extends Context.Service<
  Changes,
  {
    /** Part of the caller's transaction when there is one; outside one it takes effect at once. */
    readonly announce: (topic: ChangeTopic) => Effect.Effect<void>
    /**
     * For a change that happens often and matters little at once (what sells best, at every
     * purchase): announced outside any transaction, once at the end of `coalesceWindow` for all that
     * came meanwhile, to this instance's caches and the others'. Each NOTIFY takes PostgreSQL's
     * notification lock at commit, which every purchase of a crowd would otherwise queue behind, and
     * each announcement makes the top sales (a sum over every purchase) be read again.
     */
    readonly announceSoon: (topic: ChangeTopic) => Effect.Effect<void>
    /** Changes this instance may have missed (it was not listening): every cache of them is dropped. */
    readonly received: (topics: ReadonlyArray<ChangeTopic>) => Effect.Effect<void>
    /**
     * A notification PostgreSQL delivered, with the session that sent it. One this instance sent is
     * its own echo: its caches heard that change when it was sent, and are not dropped again.
     */
    readonly heard: (sender: number, topic: ChangeTopic) => Effect.Effect<void>
    /** Runs `handler` on every change of one of `topics`, for as long as the scope is open. */
    readonly onChange: (
      topics: ReadonlyArray<ChangeTopic>,
      handler: () => void,
    ) => Effect.Effect<void, never, Scope.Scope>
  }
>()("gatehouse/server/Changes") {
  static readonly layer = Layer.effect(
    Changes,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { reactivity: registry, echoes } = yield* registryOf(sql)

      const echoKey = (sender: number, topic: ChangeTopic) => `${sender} ${topic}`
      /** The echoes of a session and topic still expected at `now` (an embedded database hears none back). */
      const expectedAt = (key: string, now: number) => (echoes.get(key) ?? []).filter((until) => until > now)
      const expectEcho = (sender: number, topic: ChangeTopic, now: number) => {
        const key = echoKey(sender, topic)
        echoes.set(key, [...expectedAt(key, now), now + Duration.toMillis(echoWait)])
      }
      const isEcho = (sender: number, topic: ChangeTopic, now: number) => {
        const key = echoKey(sender, topic)
        const expected = expectedAt(key, now)
        const found = expected.shift() !== undefined
        if (expected.length === 0) echoes.delete(key)
        else echoes.set(key, expected)
        return found
      }

      /**
       * Sends the notification and notes it as this instance's own, in a transaction (the caller's,
       * when there is one), so it is noted before PostgreSQL delivers it at the commit.
       */
      const notify = (topic: ChangeTopic) =>
        sql.withTransaction(
          Effect.gen(function* () {
            const [sent] = yield* decodeRows(
              SentBy,
              sql`SELECT pg_backend_pid() AS sender FROM pg_notify(${changesChannel}, ${topic})`,
            )
            const now = yield* Clock.currentTimeMillis
            if (sent !== undefined) expectEcho(sent.sender, topic, now)
          }),
        )

      const announce = Effect.fn("Changes.announce")(function* (topic: ChangeTopic) {
        yield* notify(topic).pipe(Effect.orDie)
        yield* sql.afterCommit(registry.invalidate([topic]))
      })

      const pending = new Set<ChangeTopic>()
      const scope = yield* Effect.scope
      // The window is real time, not the Clock's: it is about other processes, whose caches run on it.
      const windowPassed = Effect.callback<void>((resume) => {
        const timer = setTimeout(() => resume(Effect.void), Duration.toMillis(coalesceWindow))
        return Effect.sync(() => clearTimeout(timer))
      })
      const announceSoon = (topic: ChangeTopic) =>
        Effect.gen(function* () {
          if (pending.has(topic)) return
          pending.add(topic)
          yield* Effect.forkIn(
            windowPassed.pipe(
              Effect.andThen(Effect.sync(() => pending.delete(topic))),
              // This instance's caches hear it at once, the other instances through PostgreSQL.
              Effect.andThen(registry.invalidate([topic])),
              Effect.andThen(notify(topic)),
              Effect.ignoreCause({ log: "Warn", message: "A change could not be announced" }),
            ),
            scope,
          )
        })

      return Changes.of({
        announce,
        announceSoon,
        received: (topics) =>
          Effect.andThen(
            Effect.sync(() => echoes.clear()),
            registry.invalidate(topics),
          ),
        heard: (sender, topic) =>
          Effect.flatMap(Clock.currentTimeMillis, (now) =>
            isEcho(sender, topic, now) ? Effect.void : registry.invalidate([topic]),
          ),
        onChange: (topics, handler) =>
          Effect.asVoid(
            Effect.acquireRelease(
              Effect.sync(() => registry.registerUnsafe(topics, handler)),
              (unregister) => Effect.sync(unregister),
            ),
          ),
      })
    }),
  )
}
