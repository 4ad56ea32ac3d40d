import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runMigrations } from "../src/database/migrate.ts"
import plainIpv4Addresses from "../src/database/migrations/0012_plain_ipv4_addresses.ts"
import { databaseKind } from "./support/database.ts"
import { MigratedDatabase } from "./support/layers.ts"

const productTables = [
  "balance_ledger",
  "cart_rows",
  "character_service_uses",
  "character_services",
  "characters",
  "code_batches",
  "coupons",
  "data_seeds",
  "downloads",
  "events",
  "game_accounts",
  "game_balance_checks",
  "game_characters",
  "game_operations",
  "game_purchase_items",
  "idempotency_keys",
  "ip_whitelist_requests",
  "mail_outbox",
  "media_entries",
  "media_files",
  "news",
  "news_translations",
  "password_resets",
  "payment_events",
  "payments",
  "policy_page_translations",
  "policy_pages",
  "purchases",
  "ranking_archives",
  "ranking_seasons",
  "rate_limit_counters",
  "referral_codes",
  "second_factor_challenges",
  "second_factor_recovery_codes",
  "second_factors",
  "sessions",
  "shop_categories",
  "shop_items",
  "site_banner_translations",
  "site_banners",
  "site_settings",
  "social_links",
  "staff_audit",
  "system_requirements",
  "ticket_messages",
  "tickets",
  "toplists",
  "topup_packages",
  "uploads",
  "users",
  "votes",
]

describe(`migrations on ${databaseKind}`, () => {
  layer(MigratedDatabase)((it) => {
    it.effect("create the whole product schema, then find nothing left to apply", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const recorded = yield* sql<{ migration_id: number }>`
          SELECT migration_id FROM effect_sql_migrations ORDER BY migration_id`
        assert.deepStrictEqual(
          recorded.map((row) => row.migration_id),
          [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29],
        )

        const tables = yield* sql<{ table_name: string }>`
          SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_name <> 'effect_sql_migrations'
          ORDER BY table_name`
        assert.deepStrictEqual(
          tables.map((row) => row.table_name),
          productTables,
        )

        assert.deepStrictEqual(yield* runMigrations, [])
      }),
    )

    it.effect("store IPv4 addresses a dual-stack socket reported as IPv6 in their plain form", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [user] = yield* sql<{ user_num: number }>`
          INSERT INTO users (user_id, email, password_hash, last_login_ip)
          VALUES ('mappedip', 'mapped@example.com', 'x', '::ffff:203.0.113.7') RETURNING user_num`
        const userNum = user?.user_num ?? 0
        yield* sql`INSERT INTO sessions (token_hash, user_num, expires_at, ip_address)
          VALUES (${"a".repeat(64)}, ${userNum}, now() + interval '1 hour', '::ffff:203.0.113.7'),
                 (${"b".repeat(64)}, ${userNum}, now() + interval '1 hour', '2001:db8::7')`
        yield* sql`INSERT INTO ip_whitelist_requests (user_num, ip_address, status) VALUES
          (${userNum}, '::ffff:203.0.113.7', 'pending'), (${userNum}, '203.0.113.7', 'pending'),
          (${userNum}, '::FFFF:198.51.100.2', 'approved')`

        yield* plainIpv4Addresses

        const users = yield* sql<{ last_login_ip: string }>`
          SELECT last_login_ip FROM users WHERE user_num = ${userNum}`
        assert.deepStrictEqual(users, [{ last_login_ip: "203.0.113.7" }])
        const sessions = yield* sql<{ ip_address: string }>`
          SELECT ip_address FROM sessions WHERE user_num = ${userNum} ORDER BY ip_address`
        assert.deepStrictEqual(
          sessions.map((row) => row.ip_address),
          ["2001:db8::7", "203.0.113.7"],
        )
        const requests = yield* sql<{ ip_address: string; status: string }>`
          SELECT ip_address, status FROM ip_whitelist_requests WHERE user_num = ${userNum} ORDER BY ip_address`
        assert.deepStrictEqual(requests, [
          { ip_address: "198.51.100.2", status: "approved" },
          { ip_address: "203.0.113.7", status: "pending" },
        ])
        yield* sql`DELETE FROM users WHERE user_num = ${userNum}`
      }),
    )

    it.effect("keep money exact: numeric(12,2) prices and balances that cannot go negative", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const moneyColumns = yield* sql<{ column: string; type: string }>`
          SELECT table_name || '.' || column_name AS column,
                 data_type || '(' || numeric_precision || ',' || numeric_scale || ')' AS type
          FROM information_schema.columns
          WHERE table_schema = 'public'
            AND column_name IN ('price', 'r_coin', 'milleage', 'rcoin_value', 'milleage_value', 'delta')
          ORDER BY 1`
        assert.isTrue(moneyColumns.length >= 6)
        for (const { type } of moneyColumns) assert.strictEqual(type, "numeric(12,2)")

        yield* sql`INSERT INTO users (user_id, email, password_hash, r_coin) VALUES ('exact', 'e@example.com', 'x', 0.10)`
        yield* sql`UPDATE users SET r_coin = r_coin + 0.20 WHERE user_id = 'exact'`
        const [row] = yield* sql<{ r_coin: string }>`SELECT r_coin FROM users WHERE user_id = 'exact'`
        assert.strictEqual(row?.r_coin, "0.30")

        const overdraw = yield* sql`UPDATE users SET r_coin = r_coin - 1 WHERE user_id = 'exact'`.pipe(
          Effect.flip,
        )
        assert.strictEqual(overdraw._tag, "SqlError")
      }),
    )

    it.effect("treat user IDs as unique regardless of case", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO users (user_id, email, password_hash) VALUES ('Ranger', 'r@example.com', 'x')`
        const duplicate = yield* sql`
          INSERT INTO users (user_id, email, password_hash) VALUES ('RANGER', 'r2@example.com', 'x')`.pipe(
          Effect.flip,
        )
        assert.strictEqual(duplicate._tag, "SqlError")
      }),
    )
  })
})
