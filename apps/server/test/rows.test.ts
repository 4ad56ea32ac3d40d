import { assert, describe, layer } from "@effect/vitest"
import { Cause, Effect, Exit, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { bigintNumber } from "../src/database/columns.ts"
import { decodeRows, UnexpectedRows } from "../src/database/rows.ts"
import { databaseKind, TestDatabase } from "./support/database.ts"

describe(`Rows read from the database (${databaseKind})`, () => {
  layer(TestDatabase)((it) => {
    it.effect("arrive decoded: numeric as exact text, bigint as a number, timestamptz as a Date", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = yield* decodeRows(
          Schema.Struct({ price: Schema.String, id: bigintNumber, at: Schema.Date, active: Schema.Boolean }),
          sql`SELECT 12.30::numeric(12, 2) AS price, 9007199254740991::bigint AS id,
                '2024-05-01T00:00:00Z'::timestamptz AS at, true AS active`,
        )
        assert.deepStrictEqual(rows, [
          { price: "12.30", id: 9007199254740991, at: new Date("2024-05-01T00:00:00Z"), active: true },
        ])
      }),
    )

    it.effect("fail loudly when a row does not match, naming the statement but not its values", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const exit = yield* Effect.exit(
          decodeRows(Schema.Struct({ total: Schema.Int }), sql`SELECT ${"hidden"}::text AS total`),
        )
        assert.isTrue(Exit.isFailure(exit) && Cause.hasDies(exit.cause))
        const defect = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
        assert.instanceOf(defect, UnexpectedRows)
        const message = (defect as UnexpectedRows).message
        assert.include(message, "::text AS total")
        assert.notInclude(message, "hidden")
      }),
    )
  })
})
