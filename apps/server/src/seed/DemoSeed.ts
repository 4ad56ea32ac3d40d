import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient, type SqlError } from "effect/sql"
import { Passwords } from "../security/passwords.ts"
import { seedClock } from "./context.ts"
import { seedAccounts } from "./steps/accounts.ts"
import { seedActivity } from "./steps/activity.ts"
import { seedCharacters } from "./steps/characters.ts"
import { seedConsole } from "./steps/console.ts"
import { seedContent } from "./steps/content.ts"
import { seedCoupons } from "./steps/coupons.ts"
import { seedMedia } from "./steps/media.ts"
import { seedTopUpPackages } from "./steps/payments.ts"
import { seedRankingArchives } from "./steps/rankingArchives.ts"
import { seedShop } from "./steps/shop.ts"
import { seedToplists } from "./steps/votes.ts"

/** The marker row in `data_seeds`: once present, the demo data is never written again. */
export const demoSeedName = "demo"

/**
 * The marker of the media and Socials pages' demo, which came after the rest: a demo database
 * seeded before them gets it once on its next start.
 */
export const demoMediaSeedName = "demo-media"

/**
 * The marker of the staff console's demo (an editor account, tickets, a whitelist request, a code
 * batch), which came after the rest: a demo database seeded before it gets it once on its next start.
 */
export const demoConsoleSeedName = "demo-console"

/** The marker of the top-up packages, which came after the rest: an older demo database gets them once. */
export const demoPaymentsSeedName = "demo-payments"

/** The marker of the toplists, which came after the rest: an older demo database gets them once. */
export const demoVotesSeedName = "demo-votes"

export type SeedOutcome = "applied" | "already-applied"

/**
 * Loads the demo data that makes every screen look alive (docs/demo.md). It runs in one
 * transaction that first claims the marker row, so it happens at most once per database, even when
 * several instances start together, and it only adds rows: existing data is never changed.
 */
export class DemoSeed extends Context.Service<
  DemoSeed,
  { readonly run: Effect.Effect<SeedOutcome, SqlError.SqlError> }
>()("gatehouse/server/DemoSeed") {
  static readonly layer = Layer.effect(
    DemoSeed,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const passwords = yield* Passwords

      const claim = (name: string) =>
        Effect.map(
          sql`INSERT INTO data_seeds (name) VALUES (${name}) ON CONFLICT DO NOTHING RETURNING name`,
          (claimed) => claimed.length > 0,
        )

      const seed = Effect.gen(function* () {
        const clock = seedClock(yield* Clock.currentTimeMillis)
        const fresh = yield* claim(demoSeedName)
        if (fresh) {
          const accounts = yield* seedAccounts(clock)
          yield* seedContent(clock)
          yield* seedCharacters(clock, accounts)
          yield* seedRankingArchives(accounts)
          yield* seedCoupons(clock)
          const products = yield* seedShop()
          yield* seedActivity(clock, accounts, products)
        }
        // Each later part of the demo is claimed on its own, so an older demo database gets it once.
        const media = yield* claim(demoMediaSeedName)
        if (media) yield* seedMedia(clock)
        const staffConsole = yield* claim(demoConsoleSeedName)
        if (staffConsole) yield* seedConsole(clock)
        const payments = yield* claim(demoPaymentsSeedName)
        if (payments) yield* seedTopUpPackages()
        const votes = yield* claim(demoVotesSeedName)
        if (votes) yield* seedToplists()
        return fresh || media || staffConsole || payments || votes
          ? ("applied" as const)
          : ("already-applied" as const)
      })

      return DemoSeed.of({
        run: sql
          .withTransaction(seed)
          .pipe(
            Effect.provideService(SqlClient.SqlClient, sql),
            Effect.provideService(Passwords, passwords),
            Effect.withSpan("DemoSeed.run"),
          ),
      })
    }),
  )
}
