import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { accountMessages } from "../../accounts/messages.ts"
import { UnexpectedRows } from "../../database/rows.ts"
import { StateConflict } from "../../refusals.ts"
import { type GameAccount, GameAccounts } from "../GameAccounts.ts"
import { type GameUnavailable, unavailable } from "../GameUnavailable.ts"
import { gamePassword } from "../gamePasswords.ts"
import { GameCount, GameNumber, GameText, readGameRows } from "../gameRows.ts"
import { LinkedGame } from "./LinkedGame.ts"

/** UserInfo's columns an account is read from (`accountByUserId`). */
const AccountRow = Schema.Struct({
  usernum: GameNumber,
  userid: Schema.String,
  userpass: GameText,
  useremail: Schema.NullOr(Schema.String),
  usertype: GameCount,
  userblock: GameCount,
  userblockdate: Schema.NullOr(Schema.Date),
})

/** The number the game gave a new account (`createAccount`). */
const CreatedRow = Schema.Struct({ usernum: GameNumber })

const accountOf = (row: typeof AccountRow.Type, at: Date): GameAccount => ({
  gameUserNum: row.usernum,
  userId: row.userid,
  storedPassword: row.userpass,
  email: row.useremail,
  userType: row.usertype,
  banned: row.userblock === 1 && row.userblockdate !== null && row.userblockdate.getTime() > at.getTime(),
})

/** The game's accounts in RanUser's UserInfo, linked to the portal's through `game_accounts`. */
export const ranAccounts = Layer.effect(
  GameAccounts,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const game = yield* LinkedGame
    const { databases, statements, run, read, now, settings } = game

    const findAccount = Effect.fn("GameAccounts.findAccount")(function* (userId: string) {
      const rows = yield* read(
        databases.user,
        statements.accountByUserId,
        { userId: userId.trim() },
        AccountRow,
      )
      const at = yield* now
      return Option.map(Option.fromNullishOr(rows[0]), (row) => accountOf(row, at))
    })

    const passwordMatches = (account: GameAccount, password: string) => {
      const expected = gamePassword(settings.passwordFormat, password)
      return settings.passwordFormat === "plain"
        ? account.storedPassword === expected
        : account.storedPassword.toUpperCase() === expected
    }

    const adopt = Effect.fn("GameAccounts.adopt")(function* (userNum: number, account: GameAccount) {
      yield* sql`INSERT INTO game_accounts (user_num, game_user_num, game_user_id)
        VALUES (${userNum}, ${account.gameUserNum}, ${account.userId}) ON CONFLICT DO NOTHING`
      // Under the account's lock, so a purchase being recorded is not mistaken for an outside move.
      yield* game.withAccountLock(
        userNum,
        Effect.gen(function* () {
          const balance = yield* Effect.option(game.readBalance(account.gameUserNum))
          if (Option.isSome(balance) && balance.value !== undefined) {
            const seen = balance.value
            yield* sql.withTransaction(Effect.flatMap(now, (at) => game.syncMirror(userNum, seen, at)))
          }
        }),
      )
    }, Effect.orDie)

    const linkedGameUserNum = (userNum: number) =>
      Effect.map(
        game.linkOf(userNum),
        Option.map((link) => link.game_user_num),
      )

    const createAccount = Effect.fn("GameAccounts.createAccount")(function* (
      userNum: number,
      account: { readonly userId: string; readonly password: string; readonly email: string },
    ) {
      // UserPass2 is the game's second password (asked in game before deleting a character); a new
      // account gets the same value as UserPass until the player sets another on the account page.
      const created = yield* readGameRows(
        databases.user,
        statements.createAccount,
        {
          userId: account.userId,
          password: gamePassword(settings.passwordFormat, account.password),
          email: account.email.slice(0, 50),
          at: yield* now,
        },
        CreatedRow,
      ).pipe(
        Effect.catchTag(
          "GameDatabaseError",
          (error): Effect.Effect<never, StateConflict | GameUnavailable> =>
            error.unique
              ? Effect.fail(new StateConflict({ message: accountMessages.userIdTaken }))
              : unavailable(error),
        ),
      )
      const gameUserNum = created[0]?.usernum
      if (gameUserNum === undefined) {
        return yield* Effect.die(new UnexpectedRows("The game's createAccount returned no account number"))
      }
      yield* Effect.orDie(sql`INSERT INTO game_accounts (user_num, game_user_num, game_user_id)
        VALUES (${userNum}, ${gameUserNum}, ${account.userId})`)
    })

    const setPassword = Effect.fn("GameAccounts.setPassword")(function* (userNum: number, password: string) {
      const link = yield* game.linkOf(userNum)
      if (Option.isNone(link)) return
      yield* run(databases.user, statements.setPassword, {
        password: gamePassword(settings.passwordFormat, password),
        userNum: link.value.game_user_num,
      })
    })

    return GameAccounts.of({
      findAccount,
      passwordMatches,
      createAccount,
      linkedGameUserNum,
      adopt,
      setPassword,
    })
  }),
)
