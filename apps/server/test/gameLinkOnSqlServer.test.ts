import { assert, describe, layer } from "@effect/vitest"
import { Context, Effect, Layer, Option, Redacted, Result } from "effect"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { Accounts } from "../src/accounts/Accounts.ts"
import { accountServices } from "../src/accounts/layer.ts"
import { accountMessages } from "../src/accounts/messages.ts"
import { Sessions } from "../src/accounts/Sessions.ts"
import { Purchases } from "../src/cart/Purchases.ts"
import { gameConnection } from "../src/gamelink/connection.ts"
import { GameAccounts } from "../src/gamelink/GameAccounts.ts"
import { GameDatabases } from "../src/gamelink/GameDatabases.ts"
import { ranGameLink } from "../src/gamelink/layer.ts"
import { gameLinkMessages } from "../src/gamelink/messages.ts"
import { defaultRanLink, type GameDatabaseTarget, GameLinkSettings } from "../src/gamelink/settings.ts"
import { declarationOf } from "../src/gamelink/sql/gameSchema.ts"
import { economyServicesWith } from "../src/ledger/economyServices.ts"
import { RateLimiter } from "../src/security/RateLimiter.ts"
import { type FakeRanGame, fakeRanGame } from "./support/fakeRanGame.ts"
import { registeredPlayer } from "./support/gameDatabases.ts"
import { cartOfUnits, ledgerSum } from "./support/gameShop.ts"
import { MigratedDatabase } from "./support/layers.ts"
import { startTdsTestServer, type TdsTestServer } from "./support/tds/TdsTestServer.ts"

/**
 * The RAN link through the real `mssql` driver (tedious), over TLS, to a TDS server on loopback
 * that answers as an in-memory RAN game (support/fakeRanGame.ts): every statement the link sends
 * must be the catalogue's SQL Server text to the character, its parameters go out typed as the
 * game's columns, and rows come back as SQL Server sends them. What only the operator's SQL Server
 * can show (the statements compiled against their tables, collations, triggers, grants) is
 * `gamelink check`'s.
 */

const fork = { milleage: "UserPoint2", mmr: undefined } as const

/** A statement that gets no answer is given up after this long: the player hears "unavailable". */
const requestTimeoutMs = 1500

class SqlServerGame extends Context.Service<
  SqlServerGame,
  { readonly game: FakeRanGame; readonly server: TdsTestServer }
>()("test/SqlServerGame") {
  static readonly layer = Layer.effect(
    SqlServerGame,
    Effect.gen(function* () {
      const game = fakeRanGame(fork)
      const server = yield* Effect.acquireRelease(
        Effect.promise(() => startTdsTestServer({ answer: game.answer, tls: true })),
        (server) => Effect.promise(() => server.close()),
      )
      return { game, server }
    }),
  )
}

/** What an operator writes for each database, pointed at the TDS server. */
const target = (setting: string, text: string): GameDatabaseTarget => {
  const parsed = gameConnection(setting, text, { poolSize: 2, requestTimeoutMs })
  if (Result.isFailure(parsed)) throw new Error(parsed.failure)
  return { dialect: "mssql", connection: Redacted.make(parsed.success) }
}

const gameDatabases = Layer.unwrap(
  Effect.map(Effect.service(SqlServerGame), ({ server }) => {
    const at = `127.0.0.1:${server.port}`
    const settings = {
      ...defaultRanLink({
        user: target(
          "GAME_USER_DATABASE_URL",
          `mssql://gatehouse_user:User%231@${at}/RanUser?encrypt=true&trustServerCertificate=true`,
        ),
        game: target(
          "GAME_GAME_DATABASE_URL",
          `Server=127.0.0.1,${server.port};Database=RanGame1;User Id=gatehouse_game;Password=Game#1;Encrypt=true;TrustServerCertificate=true`,
        ),
        shop: target(
          "GAME_SHOP_DATABASE_URL",
          `mssql://gatehouse_shop:Shop%231@${at}/RanShop?encrypt=true&trustServerCertificate=true`,
        ),
      }),
      milleageColumn: fork.milleage,
    }
    return Layer.effect(GameDatabases, Effect.orDie(GameDatabases.connect(settings))).pipe(
      Layer.provideMerge(GameLinkSettings.make(settings)),
    )
  }),
)

const link = Layer.unwrap(
  Effect.map(Effect.service(GameLinkSettings), (settings) =>
    ranGameLink(settings as Extract<typeof settings, { kind: "ran" }>),
  ),
)

const services = Layer.mergeAll(
  accountServices(AccountSettings.make(), link),
  economyServicesWith(link),
).pipe(
  Layer.provideMerge(Layer.mergeAll(Sessions.layer, RateLimiter.layer)),
  Layer.provideMerge(gameDatabases),
  Layer.provideMerge(SqlServerGame.layer),
  Layer.provideMerge(MigratedDatabase),
)

/** A player registered through the portal (so the game's account exists), with a game balance. */
const playerWith = (rcoin: number) =>
  Effect.gen(function* () {
    const { userId, userNum } = yield* registeredPlayer("mssql")
    const { game } = yield* SqlServerGame
    const account = [...game.accounts.values()].find((row) => row.UserID === userId)
    if (account === undefined) return yield* Effect.die(new Error(`${userId} has no game account`))
    account.UserPoint = rcoin
    return { userId, userNum, account }
  })

describe("the RAN link on SQL Server, through the mssql driver", () => {
  layer(services, { timeout: 120_000 })((it) => {
    it.effect("logs in to each database with its own login, over TLS", () =>
      Effect.gen(function* () {
        const { server } = yield* SqlServerGame
        const logins = new Set(
          server.logins.map((login) => `${login.database} ${login.user} ${login.encrypted}`),
        )
        assert.deepStrictEqual([...logins].sort(), [
          "RanGame1 gatehouse_game true",
          "RanShop gatehouse_shop true",
          "RanUser gatehouse_user true",
        ])
        assert.isTrue(server.logins.every((login) => login.appName === "Gatehouse"))
      }),
    )

    it.effect("a 600-unit purchase is reserved in two batches of one transaction and delivered whole", () =>
      Effect.gen(function* () {
        const { game, server } = yield* SqlServerGame
        const player = yield* playerWith(1000)
        const seqs = yield* cartOfUnits(player.userNum, 600)
        const sent = server.requests.length
        const answer = yield* (yield* Purchases).buyCartRows({
          userNum: player.userNum,
          seqs,
          idempotencyKey: undefined,
        })
        assert.strictEqual(answer.message, gameLinkMessages.boughtLinked)
        assert.strictEqual(answer.userPoints, 400)
        assert.strictEqual(player.account.UserPoint, 400)
        assert.strictEqual(yield* ledgerSum(player.userNum), 400)
        const bought = [...game.items.values()].filter((item) => item.UserUID === player.userId)
        assert.lengthOf(bought, 600)
        assert.isTrue(bought.every((item) => item.PurFlag === 0))

        const reservations = server.requests
          .slice(sent)
          .filter((request) => request.sql.includes("INSERT INTO dbo.ShopPurchase"))
        assert.deepStrictEqual(
          reservations.map(
            (request) => request.parameters.filter((p) => p.name.startsWith("product")).length,
          ),
          [500, 100],
        )
        const [first] = reservations
        assert.isDefined(first?.transaction)
        assert.isTrue(reservations.every((request) => request.transaction === first?.transaction))
        assert.deepInclude(server.transactions, {
          kind: "commit",
          descriptor: first?.transaction ?? "",
          name: "",
        })
      }),
    )

    it.effect("a taken user ID (error 2627) refuses the registration; nothing is left behind", () =>
      Effect.gen(function* () {
        const taken = yield* playerWith(0)
        const refused = yield* Effect.flip(
          (yield* Accounts).register({
            userId: taken.userId.toUpperCase(),
            email: "second@example.com",
            password: "Secret#123",
            nameFirst: "",
            nameLast: "",
            secretQuestion: 1,
            secretAnswer: "Cebu",
            gender: "Male",
            country: "Philippines",
          }),
        )
        assert.strictEqual(refused.message, accountMessages.userIdTaken)
      }),
    )

    it.effect("a deadlock (1205) on the charge answers unavailable; the retry charges once", () =>
      Effect.gen(function* () {
        const { game } = yield* SqlServerGame
        const player = yield* playerWith(10)
        const seqs = yield* cartOfUnits(player.userNum, 3)
        const purchases = yield* Purchases
        game.failNext("chargeBalance", {
          error: {
            number: 1205,
            message:
              "Transaction (Process ID 57) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
            severity: 13,
          },
        })
        const buy = purchases.buyCartRows({ userNum: player.userNum, seqs, idempotencyKey: "deadlock-1" })
        const refused = yield* Effect.flip(buy)
        assert.strictEqual(refused.message, gameLinkMessages.unavailable)
        assert.strictEqual(player.account.UserPoint, 10)
        const answer = yield* buy
        assert.strictEqual(answer.userPoints, 7)
        assert.strictEqual(player.account.UserPoint, 7)
        assert.strictEqual(yield* ledgerSum(player.userNum), 7)
        const items = [...game.items.values()].filter((item) => item.UserUID === player.userId)
        assert.deepStrictEqual(
          items.map((item) => item.PurFlag),
          [0, 0, 0],
        )
      }),
    )

    it.effect("a connection dropped during the reservation answers unavailable; the retry buys once", () =>
      Effect.gen(function* () {
        const { game } = yield* SqlServerGame
        const player = yield* playerWith(10)
        const seqs = yield* cartOfUnits(player.userNum, 2)
        game.failNext("reserveUnits", { drop: true })
        const buy = (yield* Purchases).buyCartRows({
          userNum: player.userNum,
          seqs,
          idempotencyKey: "drop-1",
        })
        assert.strictEqual((yield* Effect.flip(buy)).message, gameLinkMessages.unavailable)
        assert.strictEqual((yield* buy).userPoints, 8)
        assert.strictEqual(player.account.UserPoint, 8)
        assert.lengthOf(
          [...game.items.values()].filter((item) => item.UserUID === player.userId),
          2,
        )
      }),
    )

    it.effect("a game database that stops answering is given up after the time limit: unavailable", () =>
      Effect.gen(function* () {
        const { game, server } = yield* SqlServerGame
        const player = yield* playerWith(5)
        const attentions = server.attentions
        game.failNext("accountByUserId", { hang: true })
        const refused = yield* Effect.flip((yield* GameAccounts).findAccount(player.userId))
        assert.strictEqual(refused.message, gameLinkMessages.unavailable)
        assert.strictEqual(server.attentions, attentions + 1)
        // The same pool answers the next request.
        assert.isTrue(Option.isSome(yield* (yield* GameAccounts).findAccount(player.userId)))
      }),
    )

    it.effect("rows come back decoded: the game's ban date, a NULL e-mail, bigint keys", () =>
      Effect.gen(function* () {
        const player = yield* playerWith(0)
        player.account.UserEmail = null
        player.account.UserBlock = 1
        player.account.UserBlockDate = new Date("2099-01-01T00:00:00Z")
        const found = yield* (yield* GameAccounts).findAccount(` ${player.userId.toUpperCase()} `)
        assert.isTrue(Option.isSome(found))
        if (Option.isNone(found)) return
        assert.strictEqual(found.value.userId, player.userId)
        assert.isNull(found.value.email)
        assert.isTrue(found.value.banned)
        assert.strictEqual(found.value.storedPassword, "D4C9B4FA95A84187F51")
      }),
    )
    it.effect("every parameter goes out declared as the game's column type", () =>
      Effect.gen(function* () {
        const { game, server } = yield* SqlServerGame
        const { statements } = yield* GameDatabases
        const checked = new Set<string>()
        for (const request of server.requests) {
          const statement = game.recognise(request)
          if (statement === undefined) continue
          checked.add(statement.name)
          const expected = new Map(statement.parameters.map((p) => [p.name, declarationOf(p.type)]))
          for (const sent of request.parameters) {
            assert.strictEqual(sent.declaration, expected.get(sent.name), `${statement.name} @${sent.name}`)
          }
        }
        // What the tests above sent: registrations, logins, purchases.
        for (const name of [
          "createAccount",
          "accountByUserId",
          "balance",
          "reserveUnits",
          "chargeBalance",
          "deliverUnits",
        ]) {
          assert.isTrue(checked.has(name), name)
        }
        assert.strictEqual(statements.accountByUserId.parameters[0]?.type.sql, "varchar")
      }),
    )
  })
})
