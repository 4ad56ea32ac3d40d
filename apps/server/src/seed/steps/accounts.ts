import { randomBytes } from "node:crypto"
import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../../database/rows.ts"
import { Passwords } from "../../security/passwords.ts"
import {
  backgroundAccountCount,
  backgroundUserId,
  type DemoAccount,
  demoPlayer,
  demoStaff,
} from "../accounts.ts"
import type { SeedClock } from "../context.ts"

/** The user numbers of the accounts this run created; accounts that already existed are left alone. */
export interface SeededAccounts {
  readonly player: number | undefined
  readonly staff: number | undefined
  readonly background: ReadonlyArray<number>
}

export const insertAccount = (row: Record<string, unknown>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const created = yield* decodeRows(
      Schema.Struct({ user_num: Schema.Int }),
      sql`
      INSERT INTO users ${sql.insert(row)} ON CONFLICT DO NOTHING RETURNING user_num`,
    )
    return created[0]?.user_num
  })

export const demoAccountRow = (account: DemoAccount, clock: SeedClock) =>
  Effect.gen(function* () {
    const passwords = yield* Passwords
    return {
      user_id: account.userId,
      email: account.email,
      password_hash: yield* passwords.hash(account.password),
      secret_question: account.secretQuestion,
      secret_answer_hash: yield* passwords.hashSecretAnswer(account.secretAnswer),
      name_first: account.nameFirst,
      name_last: account.nameLast,
      gender: account.gender,
      country: account.country,
      user_type: account.userType,
      email_verified_at: clock.hoursAgo(24 * 90),
      created_at: clock.hoursAgo(24 * 90),
    }
  })

export const seedAccounts = Effect.fn("DemoSeed.accounts")(function* (clock: SeedClock) {
  const passwords = yield* Passwords
  const player = yield* Effect.flatMap(demoAccountRow(demoPlayer, clock), insertAccount)
  const staff = yield* Effect.flatMap(demoAccountRow(demoStaff, clock), insertAccount)

  // Owners of the ranked characters. Their password is random and thrown away: nobody logs in as them.
  const lockedHash = yield* passwords.hash(randomBytes(32).toString("base64"))
  const background: Array<number> = []
  for (let index = 0; index < backgroundAccountCount; index++) {
    const created = yield* insertAccount({
      user_id: backgroundUserId(index),
      email: `${backgroundUserId(index)}@example.com`,
      password_hash: lockedHash,
      created_at: clock.hoursAgo(24 * (120 - index)),
    })
    if (created !== undefined) background.push(created)
  }
  return { player, staff, background } satisfies SeededAccounts
})
