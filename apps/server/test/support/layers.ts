import { Layer } from "effect"
import { MigrationsLayer } from "../../src/database/migrate.ts"
import { Passwords } from "../../src/security/passwords.ts"
import { DemoSeed } from "../../src/seed/DemoSeed.ts"
import { TestDatabase } from "./database.ts"
import { TestHashingCost } from "./hashing.ts"

/** This file's own database with every migration applied, and the tests' cheaper password hashing. */
export const MigratedDatabase = MigrationsLayer.pipe(
  Layer.provideMerge(TestDatabase),
  Layer.provideMerge(TestHashingCost),
)

/** A migrated database plus what the demo seed needs; the seed itself has not run yet. */
export const SeedableDatabase = DemoSeed.layer.pipe(
  Layer.provideMerge(Passwords.layer),
  Layer.provideMerge(MigratedDatabase),
)
