import { Clock, Context, Effect, Layer, Option, Schema, Semaphore } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { NotAvailable } from "../../refusals.ts"
import { type GameDatabase, GameDatabases, type GameRow } from "../GameDatabases.ts"
import { type GameUnavailable, unavailable } from "../GameUnavailable.ts"
import { GameCount, readGameRows } from "../gameRows.ts"
import { gameLinkMessages } from "../messages.ts"
import type { RanLinkSettings } from "../settings.ts"
import type { GameStatement, GameStatements, GameValues } from "../sql/statements.ts"

/** A portal account's link to its game account. */
export const LinkRow = Schema.Struct({
  game_user_num: Schema.Number,
  game_user_id: Schema.String,
})
export type LinkRow = typeof LinkRow.Type

/** Both balances of an account as the game keeps them: whole coins. */
export interface GameBalance {
  readonly rcoin: number
  readonly milleage: number
}

/** UserInfo's balance columns as the link reads them: UserPoint, and the fork's Milleage column. */
export type BalanceFields = { readonly userpoint: typeof GameCount } & {
  readonly [column: string]: typeof GameCount
}

/** The mirror's balances as every money answer names them. */
const MirrorAnswer = Schema.Struct({
  userPoints: Schema.NumberFromString,
  userPoints2: Schema.NumberFromString,
})
export type MirrorAnswer = typeof MirrorAnswer.Type

/** A row carrying an account's balances as the game keeps them. */
export type BalanceRow = { readonly userpoint: number } & { readonly [column: string]: number }

/**
 * What every part of the RAN link shares: the game's databases and their statements, the portal's
 * links to game accounts, the game's balances and the portal's mirror of them, and the account lock
 * under which balance changes queue within this process. One instance serves every part, so an
 * account's lock is one lock.
 */
export class LinkedGame extends Context.Service<
  LinkedGame,
  {
    readonly settings: RanLinkSettings
    readonly databases: GameDatabases["Service"]
    readonly statements: GameStatements
    /** A catalogue statement; a failure is the player's "the game cannot be reached". */
    readonly run: (
      database: GameDatabase,
      statement: GameStatement,
      values: GameValues,
    ) => Effect.Effect<ReadonlyArray<GameRow>, GameUnavailable>
    /** A catalogue statement whose rows are decoded with `Row` (gameRows.ts); a failure as `run`'s. */
    readonly read: <S extends Schema.Decoder<unknown>>(
      database: GameDatabase,
      statement: GameStatement,
      values: GameValues,
      Row: S,
    ) => Effect.Effect<ReadonlyArray<S["Type"]>, GameUnavailable>
    readonly now: Effect.Effect<Date>
    readonly linkOf: (userNum: number) => Effect.Effect<Option.Option<LinkRow>>
    readonly linkedOrRefuse: (userNum: number) => Effect.Effect<LinkRow, NotAvailable>
    /** One balance change per account at a time in this process (the portal's index keeps other instances out). */
    readonly withAccountLock: <A, E, R>(
      userNum: number,
      effect: Effect.Effect<A, E, R>,
    ) => Effect.Effect<A, E, R>
    /** The balance columns of UserInfo the link reads: UserPoint, and the fork's Milleage column. */
    readonly balanceFields: BalanceFields
    readonly balanceOf: (row: BalanceRow) => GameBalance
    readonly readBalance: (gameUserNum: number) => Effect.Effect<GameBalance | undefined, GameUnavailable>
    /** Writes the balances the game shows now into the portal's mirror, with a ledger row for each change. */
    readonly syncMirror: (userNum: number, game: GameBalance, at: Date) => Effect.Effect<void>
    /** The mirror as a money answer carries it, once a change is recorded: userPoints, userPoints2. */
    readonly mirrorAnswer: (userNum: number) => Effect.Effect<MirrorAnswer>
  }
>()("gatehouse/server/LinkedGame") {
  static readonly make = (settings: RanLinkSettings) =>
    Layer.effect(
      LinkedGame,
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const databases = yield* GameDatabases
        const milleage = settings.milleageColumn
        const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

        const run = (database: GameDatabase, statement: GameStatement, values: GameValues) =>
          database.run(statement, values).pipe(Effect.catchTag("GameDatabaseError", unavailable))
        const read = <S extends Schema.Decoder<unknown>>(
          database: GameDatabase,
          statement: GameStatement,
          values: GameValues,
          Row: S,
        ) =>
          readGameRows(database, statement, values, Row).pipe(
            Effect.catchTag("GameDatabaseError", unavailable),
          )

        const findLink = SqlSchema.findOneOption({
          Request: Schema.Number,
          Result: LinkRow,
          execute: (userNum) =>
            sql`SELECT game_user_num, game_user_id FROM game_accounts WHERE user_num = ${userNum}`,
        })
        const linkOf = (userNum: number) => Effect.orDie(findLink(userNum))
        const linkedOrRefuse = (userNum: number) =>
          Effect.flatMap(linkOf(userNum), (link) =>
            Option.match(link, {
              onNone: () => Effect.fail(new NotAvailable({ message: gameLinkMessages.notLinked })),
              onSome: Effect.succeed,
            }),
          )

        const locks = new Map<number, Semaphore.Semaphore>()
        const withAccountLock = <A, E, R>(userNum: number, effect: Effect.Effect<A, E, R>) => {
          let lock = locks.get(userNum)
          if (lock === undefined) {
            lock = Semaphore.makeUnsafe(1)
            locks.set(userNum, lock)
          }
          return lock.withPermits(1)(effect)
        }

        const milleageKey = milleage?.toLowerCase()
        const balanceFields: BalanceFields = {
          userpoint: GameCount,
          ...(milleageKey === undefined ? {} : { [milleageKey]: GameCount }),
        }
        const BalanceRow = Schema.Struct(balanceFields)
        const balanceOf = (row: BalanceRow): GameBalance => ({
          rcoin: row.userpoint,
          milleage: milleageKey === undefined ? 0 : (row[milleageKey] ?? 0),
        })

        const readBalance = (gameUserNum: number) =>
          Effect.map(
            read(databases.user, databases.statements.balance, { userNum: gameUserNum }, BalanceRow),
            (rows) => (rows[0] === undefined ? undefined : balanceOf(rows[0])),
          )

        const mirrorOf = SqlSchema.findOneOption({
          Request: Schema.Number,
          Result: Schema.Struct({ r_coin: Schema.NumberFromString, milleage: Schema.NumberFromString }),
          execute: (userNum) =>
            sql`SELECT r_coin::text, milleage::text FROM users WHERE user_num = ${userNum} FOR UPDATE`,
        })

        const syncMirror = (userNum: number, game: GameBalance, at: Date) =>
          Effect.gen(function* () {
            const mirror = yield* mirrorOf(userNum)
            if (Option.isNone(mirror)) return
            for (const [currency, seen, shown] of [
              ["rcoin", mirror.value.r_coin, game.rcoin],
              ["milleage", mirror.value.milleage, game.milleage],
            ] as const) {
              if (seen !== shown) {
                yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, note, created_at)
                  VALUES (${userNum}, ${currency}, ${String(shown - seen)}, 'game_sync', 'Seen in the game', ${at})`
              }
            }
            yield* sql`UPDATE users SET r_coin = ${String(game.rcoin)}, milleage = ${String(game.milleage)}
              WHERE user_num = ${userNum}`
            yield* sql`INSERT INTO game_balance_checks (user_num, user_point, user_point2, checked_at)
              VALUES (${userNum}, ${game.rcoin}, ${game.milleage}, ${at})
              ON CONFLICT (user_num) DO UPDATE SET user_point = EXCLUDED.user_point,
                user_point2 = EXCLUDED.user_point2, checked_at = EXCLUDED.checked_at`
          }).pipe(Effect.orDie)

        const mirrorAnswerOf = SqlSchema.findOne({
          Request: Schema.Number,
          Result: MirrorAnswer,
          execute: (userNum) =>
            sql`SELECT r_coin::text AS "userPoints", milleage::text AS "userPoints2" FROM users WHERE user_num = ${userNum}`,
        })
        const mirrorAnswer = (userNum: number) => Effect.orDie(mirrorAnswerOf(userNum))

        return LinkedGame.of({
          settings,
          databases,
          statements: databases.statements,
          run,
          read,
          now,
          linkOf,
          linkedOrRefuse,
          withAccountLock,
          balanceFields,
          balanceOf,
          readBalance,
          syncMirror,
          mirrorAnswer,
        })
      }),
    )
}
