import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { generateLoad, type LoadResult } from "./load.ts"
import { type RunningServer, startCompiledServer } from "./server-process.ts"

export const rankingsPath = "/api/get-top-rankings-list"

export interface RankingsLatency {
  readonly characters: number
  /** How long generating the characters took, in seconds. */
  readonly generateSeconds: number
  readonly result: LoadResult
}

/** The compiled server on `dataDir`'s embedded database, without demo data. */
const startServer = (dataDir: string) =>
  startCompiledServer({ DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0" })

/** Runs the server once on `dataDir` so its migrations create the schema, then stops it. */
const migrate = async (dataDir: string) => {
  const server = await startServer(dataDir)
  await server.stop()
}

/**
 * Fills the database with `characters` characters in one set-based statement per table (no row by
 * row inserts): four characters per account, every school and class, levels skewed high as on a
 * long-running server, last level-ups spread over three months (so about a third played this
 * season), one account in 500 staff and 2% of characters deleted.
 */
const generateCharacters = async (dataDir: string, characters: number) => {
  const db = await PGlite.create(join(dataDir, "postgres"))
  try {
    const accounts = Math.max(1, Math.ceil(characters / 4))
    await db.query("SELECT setseed(0.2024)")
    await db.query(
      `INSERT INTO users (user_id, email, password_hash, user_type)
       SELECT 'bench' || g, 'bench' || g || '@example.com', 'locked', CASE WHEN g % 500 = 0 THEN 11 ELSE 1 END
       FROM generate_series(1, $1::int) g`,
      [accounts],
    )
    await db.query(
      `WITH first AS (SELECT min(user_num) AS user_num FROM users)
       INSERT INTO characters (user_num, cha_name, cha_school, cha_class, cha_level, cha_mmr, cha_pk_score,
         cha_pk_death, cha_money, cha_level_up_date, cha_deleted)
       SELECT first.user_num + (g % $2::int), 'Bench' || g, g % 3,
         (ARRAY[1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192])[1 + g % 14],
         level, level * 10 + floor(random() * 800)::int, floor(random() * 480)::int, floor(random() * 300)::int,
         floor(random() * 40000)::bigint * 50000, now() - random() * interval '90 days', random() < 0.02
       FROM first, (SELECT g, 1 + floor(299 * sqrt(random()))::int AS level FROM generate_series(1, $1::int) g) s`,
      [characters, accounts],
    )
    await db.query("ANALYZE users")
    await db.query("ANALYZE characters")
  } finally {
    await db.close()
  }
}

/**
 * The rankings call's latency on the embedded database holding `characters` characters: one
 * request at a time (latency, not throughput) for `seconds` after a warm-up, on the running season.
 */
export const measureRankingsLatency = async (
  characters: number,
  seconds: number,
): Promise<RankingsLatency> => {
  const workDir = await mkdtemp(join(tmpdir(), "gatehouse-bench-rankings-"))
  const dataDir = join(workDir, "data")
  let server: RunningServer | undefined
  try {
    await migrate(dataDir)
    const started = performance.now()
    await generateCharacters(dataDir, characters)
    const generateSeconds = (performance.now() - started) / 1000

    server = await startServer(dataDir)
    const url = `${server.origin}${rankingsPath}`
    const first = await fetch(url)
    const body = (await first.json()) as { toplevel?: ReadonlyArray<unknown> }
    if (first.status !== 200 || body.toplevel?.length !== 100) {
      throw new Error(`GET ${rankingsPath} answered ${first.status} with ${body.toplevel?.length} level rows`)
    }
    await generateLoad({ url, concurrency: 1, seconds: Math.min(2, seconds) })
    const result = await generateLoad({ url, concurrency: 1, seconds })
    return { characters, generateSeconds, result }
  } finally {
    if (server !== undefined) await server.stop()
    await rm(workDir, { recursive: true, force: true })
  }
}
