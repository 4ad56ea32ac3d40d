import { PgClient } from "@effect/sql-pg"
import { assert, describe, layer } from "@effect/vitest"
import { Deferred, Effect } from "effect"
import { Changes, type ChangeTopic, changesChannel } from "../src/cache/Changes.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"

/**
 * An instance announces a change to its own caches at once and to the others through PostgreSQL's
 * NOTIFY (ADR 0013), which PostgreSQL delivers to every listener, the sender included. Heard twice,
 * every cache of it, and every guest page made from them, would be made again twice: under a crowd
 * buying (the top sales change with every purchase) that doubled the pages rendered on PostgreSQL.
 */
describe(`changes as an instance hears them, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("a change an instance announces is heard there once, though PostgreSQL delivers it back", () =>
      Effect.scoped(
        Effect.gen(function* () {
          const changes = yield* Effect.provide(Effect.service(Changes), Changes.layer)
          const heard: Array<ChangeTopic> = []
          const later = yield* Deferred.make<void>()
          yield* changes.onChange(["news"], () => heard.push("news"))
          yield* changes.onChange(["rankings"], () => Effect.runSync(Deferred.succeed(later, undefined)))

          yield* changes.announce("news")
          assert.deepStrictEqual(heard, ["news"], "heard here before the writer answers")
          if (databaseKind === "PostgreSQL") {
            // A notification this instance's Changes did not send, after the first: once the instance
            // hears it, it has also heard what PostgreSQL delivered before it (the first one's echo).
            const pg = yield* PgClient.PgClient
            yield* pg.notify(changesChannel, "rankings")
            yield* Deferred.await(later)
          }
          assert.deepStrictEqual(heard, ["news"], "and not again when PostgreSQL delivers it back")
        }),
      ),
    )
  })
})
