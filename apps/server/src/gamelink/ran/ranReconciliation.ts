import { Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { GameReconciliation, type ReconciliationReport } from "../GameReconciliation.ts"
import { GameNumber } from "../gameRows.ts"
import { batches, keysBatch } from "../sql/statements.ts"
import { BalanceOperations } from "./BalanceOperations.ts"
import { type GameBalance, LinkedGame } from "./LinkedGame.ts"

const OpenAccount = Schema.Struct({
  user_num: Schema.Number,
  game_user_num: Schema.Number,
  game_user_id: Schema.String,
})

const LinkedBalance = Schema.Struct({
  ...OpenAccount.fields,
  r_coin: Schema.NumberFromString,
  milleage: Schema.NumberFromString,
})

const UnfinishedRow = Schema.Struct({
  opKey: Schema.String,
  userNum: Schema.Number,
  kind: Schema.String,
  state: Schema.String,
  rcoin: Schema.Number,
  milleage: Schema.Number,
})

/** The portal's books beside the game's balances (docs/game-link.md, "The reconciliation report"). */
export const ranReconciliation = Layer.effect(
  GameReconciliation,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const game = yield* LinkedGame
    const operations = yield* BalanceOperations
    const { databases, statements, read } = game
    /** An account's number with its balances (`balancesOf`). */
    const AccountBalanceRow = Schema.Struct({ ...game.balanceFields, usernum: GameNumber })

    const openAccounts = SqlSchema.findAll({
      Request: Schema.Void,
      Result: OpenAccount,
      execute: () => sql`
        SELECT DISTINCT o.user_num, a.game_user_num, a.game_user_id
        FROM game_operations o JOIN game_accounts a ON a.user_num = o.user_num
        WHERE o.state IN ('pending', 'reserving', 'charging', 'charged')`,
    })

    const recover = Effect.gen(function* () {
      let finished = 0
      for (const row of yield* Effect.orDie(openAccounts(undefined))) {
        finished += yield* game.withAccountLock(row.user_num, operations.recoverAccount(row.user_num, row))
      }
      return finished
    }).pipe(Effect.withSpan("GameReconciliation.recover"))

    const linkedBalances = SqlSchema.findAll({
      Request: Schema.Void,
      Result: LinkedBalance,
      execute: () => sql`
        SELECT a.user_num, a.game_user_num, a.game_user_id, u.r_coin::text AS r_coin, u.milleage::text AS milleage
        FROM game_accounts a JOIN users u ON u.user_num = a.user_num ORDER BY a.user_num`,
    })

    /** Every linked account's balances in the portal, and as the game shows them now. */
    const gameBalances = Effect.gen(function* () {
      const links = yield* Effect.orDie(linkedBalances(undefined))
      const seen = new Map<number, GameBalance>()
      for (const batch of batches(links, keysBatch)) {
        const rows = yield* read(
          databases.user,
          statements.balancesOf(batch.length),
          Object.fromEntries(batch.map((link, index) => [`userNum${index + 1}`, link.game_user_num])),
          AccountBalanceRow,
        )
        for (const row of rows) seen.set(row.usernum, game.balanceOf(row))
      }
      return { links, seen }
    })

    const unfinishedRows = SqlSchema.findAll({
      Request: Schema.Void,
      Result: UnfinishedRow,
      execute: () => sql`
        SELECT op_key AS "opKey", user_num AS "userNum", kind, state, user_point AS rcoin, user_point2 AS milleage
        FROM game_operations
        WHERE state IN ('pending', 'reserving', 'charging', 'charged', 'needs_operator') ORDER BY id`,
    })

    const reconciliation = Effect.gen(function* () {
      const unfinished = yield* Effect.orDie(unfinishedRows(undefined))
      const { links, seen } = yield* gameBalances
      const movedOutside = links.flatMap((link) => {
        const shown = seen.get(link.game_user_num)
        if (shown === undefined) return []
        return (
          [
            ["rcoin", link.r_coin, shown.rcoin],
            ["milleage", link.milleage, shown.milleage],
          ] as const
        )
          .filter(([, portal, inGame]) => portal !== inGame)
          .map(([currency, portal, inGame]) => ({
            userNum: link.user_num,
            userId: link.game_user_id,
            currency,
            portal,
            game: inGame,
          }))
      })
      return { unfinished, movedOutside } satisfies ReconciliationReport
    }).pipe(Effect.withSpan("GameReconciliation.reconciliation"))

    const acknowledgeBalances = Effect.gen(function* () {
      const { links, seen } = yield* gameBalances
      let changed = 0
      for (const link of links) {
        const shown = seen.get(link.game_user_num)
        if (shown === undefined) continue
        if (link.r_coin !== shown.rcoin || link.milleage !== shown.milleage) changed += 1
        yield* game.withAccountLock(
          link.user_num,
          Effect.orDie(
            sql.withTransaction(Effect.flatMap(game.now, (at) => game.syncMirror(link.user_num, shown, at))),
          ),
        )
      }
      return changed
    }).pipe(Effect.withSpan("GameReconciliation.acknowledgeBalances"))

    return GameReconciliation.of({ recover, reconciliation, acknowledgeBalances })
  }),
)
