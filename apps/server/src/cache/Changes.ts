import { Context, Duration, Effect, Layer, type Scope } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlClient } from "effect/sql"

/** How long changes announced with `announceSoon` gather before one announcement says them all. */
export const coalesceWindow = Duration.seconds(2)

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

/**
 * The in-process side of the notifications, one per database client. Keyed by the client rather
 * than held by a layer, so that every writer and every cache over the same connection pool share
 * it however their layers were built, the way PostgreSQL's own delivery reaches every listener of
 * the database; two clients (two instances, as a test runs them) never share one.
 */
const registries = new WeakMap<SqlClient.SqlClient, Reactivity.Reactivity>()

const registryOf = (sql: SqlClient.SqlClient) =>
  Effect.map(Reactivity.make, (fresh) => {
    const known = registries.get(sql)
    if (known !== undefined) return known
    registries.set(sql, fresh)
    return fresh
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
    /** A change this instance learnt of from elsewhere (another instance, through PostgreSQL). */
    readonly received: (topics: ReadonlyArray<ChangeTopic>) => Effect.Effect<void>
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
      const registry = yield* registryOf(sql)

      const announce = Effect.fn("Changes.announce")(function* (topic: ChangeTopic) {
        yield* sql`SELECT pg_notify(${changesChannel}, ${topic})`.pipe(Effect.orDie)
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
              Effect.andThen(sql`SELECT pg_notify(${changesChannel}, ${topic})`),
              Effect.ignoreCause({ log: "Warn", message: "A change could not be announced" }),
            ),
            scope,
          )
        })

      return Changes.of({
        announce,
        announceSoon,
        received: (topics) => registry.invalidate(topics),
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
