import { Effect, Layer } from "effect"
import { Migrator } from "effect/sql"
import { migrations } from "./migrations/index.ts"

/** Applies the migrations not yet recorded in the database; safe when several instances start. */
export const runMigrations = Migrator.make({})({ loader: migrations }).pipe(
  Effect.withSpan("Database.migrate"),
)

/** Builds once the migrations are applied; everything that queries the database comes after it. */
export const MigrationsLayer = Layer.effectDiscard(runMigrations)
