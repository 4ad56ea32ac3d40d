import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { Passwords } from "../src/security/passwords.ts"
import { demoPlayer, demoStaff } from "../src/seed/accounts.ts"
import { demoCoupons, expiredDemoCoupons } from "../src/seed/coupons.ts"
import { DemoSeed, demoMediaSeedName } from "../src/seed/DemoSeed.ts"
import { demoGallery, demoMovies, demoWallpapers } from "../src/seed/media.ts"
import { privacyPolicyNewsId } from "../src/seed/news.ts"
import { demoSocialLinks } from "../src/seed/socials.ts"
import { databaseKind } from "./support/database.ts"
import { SeedableDatabase } from "./support/layers.ts"

const count = (table: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql(table)}`
    return row?.n ?? 0
  })

const tables = [
  "users",
  "news",
  "downloads",
  "site_banners",
  "characters",
  "shop_items",
  "coupons",
  "purchases",
  "balance_ledger",
  "cart_rows",
  "media_entries",
  "media_files",
  "social_links",
]

describe(`demo seed on ${databaseKind}`, () => {
  layer(SeedableDatabase)((it) => {
    it.effect("keeps an account that existed before, and seeds nothing into it", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // Runs first: the operator already has a player called like the demo account.
        yield* sql`INSERT INTO users (user_id, email, password_hash) VALUES ('DemoHero', 'owner@example.org', 'kept')`
        assert.strictEqual(yield* (yield* DemoSeed).run, "applied")

        const [kept] = yield* sql<{
          email: string
          password_hash: string
          characters: number
          purchases: number
        }>`
          SELECT email, password_hash,
                 (SELECT count(*)::int FROM characters c WHERE c.user_num = u.user_num) AS characters,
                 (SELECT count(*)::int FROM purchases p WHERE p.user_num = u.user_num) AS purchases
          FROM users u WHERE lower(user_id) = 'demohero'`
        assert.deepStrictEqual(kept, {
          email: "owner@example.org",
          password_hash: "kept",
          characters: 0,
          purchases: 0,
        })
      }),
    )

    it.effect("runs once: a second run changes nothing", () =>
      Effect.gen(function* () {
        const before = yield* Effect.forEach(tables, count)
        assert.strictEqual(yield* (yield* DemoSeed).run, "already-applied")
        assert.deepStrictEqual(yield* Effect.forEach(tables, count), before)
      }),
    )

    it.effect("fills every screen: news of each kind, downloads, banners, shop, rankings", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const types = yield* sql<{ type: number; n: number }>`
          SELECT type, count(*)::int AS n FROM news GROUP BY type ORDER BY type`
        assert.deepStrictEqual(
          types.map((row) => row.type),
          [0, 1, 2],
        )
        for (const row of types) assert.isAtLeast(row.n, 3)
        const [privacy] = yield* sql<{
          subject: string
        }>`SELECT subject FROM news WHERE id = ${privacyPolicyNewsId}`
        assert.strictEqual(privacy?.subject, "Privacy Policy")

        assert.isAtLeast(yield* count("downloads"), 3)
        assert.isAtLeast(yield* count("site_banners"), 3)
        assert.isAtLeast(yield* count("shop_categories"), 5)
        assert.isAtLeast(yield* count("shop_items"), 55)

        const [ranked] = yield* sql<{ n: number; schools: number; classes: number }>`
          SELECT count(*)::int AS n, count(DISTINCT cha_school)::int AS schools, count(DISTINCT cha_class)::int AS classes
          FROM characters c JOIN users u USING (user_num)
          WHERE NOT c.cha_deleted AND u.user_type < 11`
        assert.isAtLeast(ranked?.n ?? 0, 300)
        assert.strictEqual(ranked?.schools, 3)
        assert.isAtLeast(ranked?.classes ?? 0, 14)

        const media = yield* sql<{ kind: string; n: number; files: number }>`
          SELECT kind, count(*)::int AS n,
                 sum((SELECT count(*) FROM media_files f WHERE f.entry_id = e.id))::int AS files
          FROM media_entries e GROUP BY kind ORDER BY kind`
        assert.deepStrictEqual(media, [
          { kind: "gallery", n: demoGallery.length, files: demoGallery.length },
          { kind: "movie", n: demoMovies.length, files: 0 },
          { kind: "wallpaper", n: demoWallpapers.length, files: demoWallpapers.length * 3 },
        ])
        assert.strictEqual(yield* count("social_links"), demoSocialLinks.length)
        const external = yield* sql`SELECT url FROM social_links WHERE url NOT LIKE '/%'`
        assert.deepStrictEqual(external, [])
      }),
    )

    it.effect("stores news bodies sanitised", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const bodies = yield* sql<{ content: string }>`SELECT content FROM news`
        for (const { content } of bodies) {
          assert.notMatch(content, /<script|onerror=|javascript:/i)
        }
      }),
    )

    it.effect("creates the demo player and the staff account with the published passwords", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const passwords = yield* Passwords
        const [staff] = yield* sql<{ user_type: number; password_hash: string; secret_answer_hash: string }>`
          SELECT user_type, password_hash, secret_answer_hash FROM users WHERE user_id = ${demoStaff.userId}`
        assert.strictEqual(staff?.user_type, 20)
        assert.isTrue(yield* passwords.verify(demoStaff.password, staff?.password_hash ?? ""))
        assert.isFalse(yield* passwords.verify("wrong password", staff?.password_hash ?? ""))
        assert.isTrue(
          yield* passwords.verifySecretAnswer(
            ` ${demoStaff.secretAnswer.toUpperCase()} `,
            staff?.secret_answer_hash ?? "",
          ),
        )
        assert.notInclude(staff?.password_hash ?? "", demoStaff.password)
        // The pre-existing 'DemoHero' above kept the demo player's name, so only the staff is new.
        const [player] = yield* sql<{
          n: number
        }>`SELECT count(*)::int AS n FROM users WHERE lower(user_id) = ${demoPlayer.userId}`
        assert.strictEqual(player?.n, 1)
      }),
    )

    it.effect("offers at least 20 unused codes, exactly the ones docs/demo.md lists", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const unused = yield* sql<{ code: string; rcoin_value: string; milleage_value: string }>`
          SELECT code, rcoin_value, milleage_value FROM coupons
          WHERE redeemed_by IS NULL AND (expires_at IS NULL OR expires_at > now())
            AND batch_id IS NULL -- a console batch's codes are read from its CSV, not from the docs
          ORDER BY code`
        assert.isAtLeast(unused.length, 20)
        assert.deepStrictEqual(
          unused.map((row) => row.code),
          demoCoupons.map((coupon) => coupon.code).sort(),
        )
        const expired = yield* sql<{ code: string }>`
          SELECT code FROM coupons WHERE redeemed_by IS NULL AND expires_at <= now() ORDER BY code`
        assert.deepStrictEqual(
          expired.map((row) => row.code),
          expiredDemoCoupons.map((coupon) => coupon.code).sort(),
        )
      }),
    )

    it.effect("keeps every seeded balance equal to the sum of its ledger", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const mismatches = yield* sql`
          SELECT u.user_id FROM users u
          WHERE u.r_coin <> COALESCE((SELECT sum(delta) FROM balance_ledger l
                                      WHERE l.user_num = u.user_num AND l.currency = 'rcoin'), 0)
             OR u.milleage <> COALESCE((SELECT sum(delta) FROM balance_ledger l
                                        WHERE l.user_num = u.user_num AND l.currency = 'milleage'), 0)`
        assert.deepStrictEqual(mismatches, [])
      }),
    )
  })
})

describe(`media demo on ${databaseKind}`, () => {
  layer(SeedableDatabase)((it) => {
    it.effect("reaches a demo database seeded before the media pages existed, once", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const seed = yield* DemoSeed
        assert.strictEqual(yield* seed.run, "applied")
        const seeded = yield* Effect.forEach(["media_entries", "media_files", "social_links"], count)
        // As an older demo database looks: the rest of the demo, no media, no media marker.
        yield* sql`DELETE FROM media_entries`
        yield* sql`DELETE FROM social_links`
        yield* sql`DELETE FROM data_seeds WHERE name = ${demoMediaSeedName}`

        assert.strictEqual(yield* seed.run, "applied")
        assert.deepStrictEqual(
          yield* Effect.forEach(["media_entries", "media_files", "social_links"], count),
          seeded,
        )
        assert.strictEqual(yield* seed.run, "already-applied")
        assert.deepStrictEqual(
          yield* Effect.forEach(["media_entries", "media_files", "social_links"], count),
          seeded,
        )
      }),
    )
  })
})

describe(`demo player on ${databaseKind}`, () => {
  layer(SeedableDatabase)((it) => {
    it.effect("has balances to spend, characters, a cart and more than a page of each history", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* (yield* DemoSeed).run
        const [player] = yield* sql<{
          r_coin: string
          milleage: string
          characters: number
          cart: number
          purchases: number
          redemptions: number
        }>`
          SELECT r_coin, milleage,
                 (SELECT count(*)::int FROM characters c WHERE c.user_num = u.user_num) AS characters,
                 (SELECT count(*)::int FROM cart_rows c WHERE c.user_num = u.user_num) AS cart,
                 (SELECT count(*)::int FROM purchases p WHERE p.user_num = u.user_num) AS purchases,
                 (SELECT count(*)::int FROM coupons c WHERE c.redeemed_by = u.user_num) AS redemptions
          FROM users u WHERE user_id = ${demoPlayer.userId}`
        assert.isAbove(Number(player?.r_coin), 1000)
        assert.isAbove(Number(player?.milleage), 100)
        assert.isAtLeast(player?.characters ?? 0, 3)
        assert.isAtLeast(player?.cart ?? 0, 2)
        assert.isAbove(player?.purchases ?? 0, 8)
        assert.isAbove(player?.redemptions ?? 0, 8)
      }),
    )
  })
})
