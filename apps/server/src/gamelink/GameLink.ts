import { randomUUID } from "node:crypto"
import { Array as Arr, Clock, Context, Data, Effect, Layer, Option, Semaphore } from "effect"
import { SqlClient } from "effect/sql"
import { AccountTaken } from "../accounts/errors.ts"
import { accountMessages } from "../accounts/messages.ts"
import type { Currency } from "../ledger/amounts.ts"
import { InputRefused, NotAvailable, StateConflict } from "../refusals.ts"
import { type GameDatabase, type GameDatabaseError, GameDatabases, type GameRow } from "./GameDatabases.ts"
import { gamePassword } from "./gamePasswords.ts"
import { gameLinkMessages, itemStateLabel, itemStateLabels } from "./messages.ts"
import { type GameLinkKind, GameLinkSettings, type RanLinkSettings } from "./settings.ts"

/** The game's database did not answer; nothing the player asked for was half done. */
export class GameUnavailable extends Data.TaggedError("GameUnavailable")<{ readonly message: string }> {}

const unavailable = (error: GameDatabaseError) =>
  Effect.andThen(
    Effect.logWarning(`Game database ${error.database} failed`, error.cause),
    Effect.fail(new GameUnavailable({ message: gameLinkMessages.unavailable })),
  )

/** An account as the game's UserInfo keeps it. */
export interface GameAccount {
  readonly gameUserNum: number
  readonly userId: string
  readonly storedPassword: string
  readonly email: string | null
  readonly userType: number
  /** UserBlock = 1 with UserBlockDate still ahead: the game refuses it, and so does the portal. */
  readonly banned: boolean
}

/** One line of a purchase as the shop priced it. */
export interface GamePurchaseLine {
  readonly productNum: number
  /** The item's ProductNum in the game's ShopItemMap. */
  readonly gameProductNum: number
  readonly quantity: number
  readonly unitCents: number
  readonly currency: Currency
}

export interface GamePurchaseAnswer {
  readonly message: string
  readonly userPoints: number
  readonly userPoints2: number
}

/** A row of the operator's reconciliation report. */
export interface ReconciliationReport {
  /** Balance changes the portal started that the game does not (yet) show as finished. */
  readonly unfinished: ReadonlyArray<{
    readonly opKey: string
    readonly userNum: number
    readonly kind: string
    readonly state: string
    readonly rcoin: number
    readonly milleage: number
  }>
  /** Accounts whose game balance is not what the portal last saw: moved outside the portal. */
  readonly movedOutside: ReadonlyArray<{
    readonly userNum: number
    readonly userId: string
    readonly currency: Currency
    readonly portal: number
    readonly game: number
  }>
}

/**
 * The portal's link to a game server's own databases (GAME_LINK). With `none` the portal is an
 * island: purchases are recorded and wait, and only portal accounts log in. With `ran` the game's
 * RanUser, RanGame1 and RanShop are the record for accounts, balances and delivery; see
 * docs/game-link.md for the mapping and docs/adr/0026-game-link.md for why it works this way.
 */
export class GameLink extends Context.Service<
  GameLink,
  {
    readonly kind: GameLinkKind
    /** The game's account with this user ID (ignoring case as the game does). */
    readonly findAccount: (userId: string) => Effect.Effect<Option.Option<GameAccount>, GameUnavailable>
    /** Whether the password is the one the game keeps for the account. */
    readonly passwordMatches: (account: GameAccount, password: string) => boolean
    /**
     * Creates the game's account for a portal account being registered. Call it inside the portal
     * transaction that creates the portal side: if it fails, that transaction rolls back (neither
     * exists); if the portal commit fails after it, the next registration or login with the same
     * password adopts the game's account (adopt).
     */
    readonly createAccount: (
      userNum: number,
      account: { readonly userId: string; readonly password: string; readonly email: string },
    ) => Effect.Effect<void, AccountTaken | GameUnavailable>
    /** The game's UserNum the portal account is linked to, if any. */
    readonly linkedGameUserNum: (userNum: number) => Effect.Effect<Option.Option<number>>
    /** Links a portal account to the game's account it was made from (first login of a game-only account). */
    readonly adopt: (userNum: number, account: GameAccount) => Effect.Effect<void>
    /** Sets the game's password of a linked account; nothing for an account without a game side. */
    readonly setPassword: (userNum: number, password: string) => Effect.Effect<void, GameUnavailable>
    /**
     * Charges the game's balance and writes one ShopPurchase row per unit (PurFlag 0), exactly once
     * per `opKey`, with the purchase and ledger rows in the portal. Runs outside any portal
     * transaction: it commits its own steps (see the ADR).
     */
    readonly purchase: (input: {
      readonly userNum: number
      readonly opKey: string | undefined
      readonly lines: ReadonlyArray<GamePurchaseLine>
    }) => Effect.Effect<GamePurchaseAnswer, NotAvailable | StateConflict | GameUnavailable>
    /**
     * Records, inside the caller's portal transaction (the one that claims a redeemed code), that
     * the game's balance is to be credited: the credit itself happens after that commit
     * (completeCredit), exactly once per `opKey`.
     */
    readonly creditIntent: (input: {
      readonly userNum: number
      readonly opKey: string
      readonly rcoinCents: number
      readonly milleageCents: number
      readonly couponCode: string
    }) => Effect.Effect<void, StateConflict | NotAvailable>
    /** Credits the game's balance for a recorded intent, once; the balances after it. */
    readonly completeCredit: (
      userNum: number,
      opKey: string,
    ) => Effect.Effect<{ readonly userPoints: number; readonly userPoints2: number }, GameUnavailable>
    /** What the purchase history says of each purchase (by purchases.id). */
    readonly itemStates: (
      purchaseIds: ReadonlyArray<string>,
    ) => Effect.Effect<ReadonlyMap<string, string>, GameUnavailable>
    /**
     * The game's PurKeys of each purchase (by purchases.id) still waiting in the item bank
     * (PurFlag 0): the items staff may cancel. Purchases with none are left out.
     */
    readonly waitingItems: (
      purchaseIds: ReadonlyArray<string>,
    ) => Effect.Effect<ReadonlyMap<string, ReadonlyArray<number>>, GameUnavailable>
    /**
     * Staff cancel an item still in the item bank (PurFlag 0 → 3, conditionally) and the player gets
     * its price back, once. For the staff console. Once the game took the item back the cancel stands:
     * whether the refund was made now (true) or, the game not answering, is left to the upkeep
     * round's refundCancelled (false). A failure means nothing was cancelled.
     */
    readonly cancelItem: (
      purKey: number,
    ) => Effect.Effect<boolean, NotAvailable | StateConflict | GameUnavailable>
    /**
     * Refunds, exactly once each, every portal-bought item the game or staff cancelled (PurFlag 3)
     * and not refunded yet; the number refunded.
     */
    readonly refundCancelled: Effect.Effect<number, GameUnavailable>
    /** Writes the game's IPInfo row for an approved whitelist request. For the staff console. */
    readonly whitelistAddress: (
      userNum: number,
      address: string,
    ) => Effect.Effect<void, InputRefused | GameUnavailable>
    /** Finishes every balance change a crash left half done; the number finished. */
    readonly recover: Effect.Effect<number, GameUnavailable>
    /** What the game does not reflect yet, and what moved in the game outside the portal. */
    readonly reconciliation: Effect.Effect<ReconciliationReport, GameUnavailable>
    /**
     * Copies the game's characters (ChaInfo, with the owner's UserType) into the portal's snapshot
     * that rankings, the home widget and My Account read; the number of characters seen.
     */
    readonly refreshCharacters: Effect.Effect<number, GameUnavailable>
    /** Records the balances the game shows now as seen (a `game_sync` ledger row for each change). */
    readonly acknowledgeBalances: Effect.Effect<number, GameUnavailable>
  }
>()("gatehouse/server/GameLink") {
  /** No game: today's island. */
  static readonly none = Layer.effect(
    GameLink,
    Effect.succeed(
      GameLink.of({
        kind: "none",
        findAccount: () => Effect.succeed(Option.none()),
        passwordMatches: () => false,
        createAccount: () => Effect.void,
        linkedGameUserNum: () => Effect.succeed(Option.none()),
        adopt: () => Effect.void,
        setPassword: () => Effect.void,
        purchase: () => Effect.fail(new NotAvailable({ message: gameLinkMessages.notLinked })),
        creditIntent: () => Effect.fail(new NotAvailable({ message: gameLinkMessages.notLinked })),
        completeCredit: () => Effect.die(new Error("no game link")),
        itemStates: (ids) => Effect.succeed(new Map(ids.map((id) => [id, itemStateLabels.unlinked]))),
        waitingItems: () => Effect.succeed(new Map()),
        cancelItem: () => Effect.fail(new NotAvailable({ message: gameLinkMessages.notLinked })),
        refundCancelled: Effect.succeed(0),
        whitelistAddress: () => Effect.void,
        recover: Effect.succeed(0),
        reconciliation: Effect.succeed({ unfinished: [], movedOutside: [] }),
        refreshCharacters: Effect.succeed(0),
        acknowledgeBalances: Effect.succeed(0),
      }),
    ),
  )

  /** The RAN link over the game's databases; needs the portal's SqlClient. */
  static readonly ran = (settings: RanLinkSettings) =>
    Layer.effect(
      GameLink,
      Effect.flatMap(Effect.service(GameDatabases), (databases) => makeRanLink(settings, databases)),
    )

  /** The link GAME_LINK chooses; connects to the game's databases at start when it is `ran`. */
  static readonly layer = Layer.unwrap(
    Effect.map(Effect.service(GameLinkSettings), (settings) =>
      settings.kind === "none"
        ? GameLink.none
        : GameLink.ran(settings).pipe(Layer.provide(GameDatabases.layer)),
    ),
  ).pipe(Layer.provide(GameLinkSettings.layer))
}

interface LinkRow {
  readonly game_user_num: number
  readonly game_user_id: string
}

interface OperationRow {
  readonly id: string
  readonly op_key: string
  readonly user_num: number
  readonly kind: "purchase" | "refund" | "credit"
  readonly coupon_code: string | null
  readonly rcoin: number
  readonly milleage: number
  readonly lines: ReadonlyArray<GamePurchaseLine>
  readonly state: string
  readonly point_before: number | null
  readonly point2_before: number | null
  readonly pur_keys: ReadonlyArray<{ readonly purKey: number; readonly productNum: number }>
}

const asNumber = (value: unknown) => Number(value ?? 0)

/** Whole coins of an amount in cents, or undefined when the game's integer balance cannot hold it. */
const coinsOf = (cents: number) => (cents % 100 === 0 ? cents / 100 : undefined)

const makeRanLink = (settings: RanLinkSettings, databases: GameDatabases["Service"]) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { user, shop } = databases
    const point2 = settings.milleageColumn
    const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
    const run = (database: GameDatabase, text: string, ...values: ReadonlyArray<unknown>) =>
      database
        .run(database.statement(text, ...values))
        .pipe(Effect.catchTag("GameDatabaseError", unavailable))

    // One balance change per account at a time in this process; the partial unique index on
    // game_operations keeps other instances out while one is open.
    const operationColumns = sql.literal(
      "id, op_key, user_num, kind, coupon_code, user_point AS rcoin, user_point2 AS milleage, lines, state, point_before, point2_before, pur_keys",
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

    const accountOf = (row: GameRow, at: Date): GameAccount => {
      const blockDate = row.userblockdate instanceof Date ? row.userblockdate : undefined
      return {
        gameUserNum: asNumber(row.usernum),
        userId: String(row.userid),
        storedPassword: String(row.userpass ?? ""),
        email: row.useremail == null ? null : String(row.useremail),
        userType: asNumber(row.usertype),
        banned:
          asNumber(row.userblock) === 1 && blockDate !== undefined && blockDate.getTime() > at.getTime(),
      }
    }

    const findAccount = Effect.fn("GameLink.findAccount")(function* (userId: string) {
      const rows = yield* run(
        user,
        `SELECT UserNum, UserID, UserPass, UserEmail, UserType, UserBlock, UserBlockDate
         FROM dbo.UserInfo WHERE ${user.dialect.sameUserId("UserID", "?")} AND UserAvailable = 1`,
        userId.trim(),
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

    const linkOf = (userNum: number) =>
      Effect.map(
        Effect.orDie(sql<LinkRow>`
          SELECT game_user_num, game_user_id FROM game_accounts WHERE user_num = ${userNum}`),
        (rows) => Option.fromNullishOr(rows[0]),
      )

    /** Writes the balances the game shows now into the portal's mirror, with a ledger row for each change. */
    const syncMirror = (
      userNum: number,
      game: { readonly rcoin: number; readonly milleage: number },
      at: Date,
    ) =>
      Effect.gen(function* () {
        const [mirror] = yield* sql<{ r_coin: string; milleage: string }>`
          SELECT r_coin, milleage FROM users WHERE user_num = ${userNum} FOR UPDATE`
        if (mirror === undefined) return
        for (const [currency, seen, now] of [
          ["rcoin", Number(mirror.r_coin), game.rcoin],
          ["milleage", Number(mirror.milleage), game.milleage],
        ] as const) {
          if (seen !== now) {
            yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, note, created_at)
              VALUES (${userNum}, ${currency}, ${String(now - seen)}, 'game_sync', 'Seen in the game', ${at})`
          }
        }
        yield* sql`UPDATE users SET r_coin = ${String(game.rcoin)}, milleage = ${String(game.milleage)}
          WHERE user_num = ${userNum}`
        yield* sql`INSERT INTO game_balance_checks (user_num, user_point, user_point2, checked_at)
          VALUES (${userNum}, ${game.rcoin}, ${game.milleage}, ${at})
          ON CONFLICT (user_num) DO UPDATE SET user_point = EXCLUDED.user_point, user_point2 = EXCLUDED.user_point2,
            checked_at = EXCLUDED.checked_at`
      })

    const balanceColumns = point2 === undefined ? "UserPoint" : `UserPoint, ${point2}`
    const balanceOf = (row: GameRow) => ({
      rcoin: asNumber(row.userpoint),
      milleage: point2 === undefined ? 0 : asNumber(row[point2.toLowerCase()]),
    })

    const readBalance = (gameUserNum: number) =>
      Effect.map(
        run(user, `SELECT ${balanceColumns} FROM dbo.UserInfo WHERE UserNum = ?`, gameUserNum),
        (rows) => (rows[0] === undefined ? undefined : balanceOf(rows[0])),
      )

    const adopt = Effect.fn("GameLink.adopt")(function* (userNum: number, account: GameAccount) {
      yield* sql`INSERT INTO game_accounts (user_num, game_user_num, game_user_id)
        VALUES (${userNum}, ${account.gameUserNum}, ${account.userId}) ON CONFLICT DO NOTHING`
      // Under the account's lock, so a purchase being recorded is not mistaken for an outside move.
      yield* withAccountLock(
        userNum,
        Effect.gen(function* () {
          const balance = yield* Effect.option(readBalance(account.gameUserNum))
          if (Option.isSome(balance) && balance.value !== undefined) {
            const seen = balance.value
            yield* sql.withTransaction(Effect.flatMap(now, (at) => syncMirror(userNum, seen, at)))
          }
        }),
      )
    }, Effect.orDie)

    const linkedGameUserNum = (userNum: number) =>
      Effect.map(
        linkOf(userNum),
        Option.map((link) => link.game_user_num),
      )

    const createAccount = Effect.fn("GameLink.createAccount")(function* (
      userNum: number,
      account: { readonly userId: string; readonly password: string; readonly email: string },
    ) {
      const stored = gamePassword(settings.passwordFormat, account.password)
      // UserPass2 is the game's second password (asked in game before deleting a character); a new
      // account gets the same value as UserPass until the player sets another on the account page.
      const created = yield* user
        .run(
          user.statement(
            user.dialect.insertReturning(
              "dbo.UserInfo",
              [
                "UserName",
                "UserID",
                "UserPass",
                "UserPass2",
                "UserEmail",
                "UserType",
                "UserAvailable",
                "CreateDate",
              ],
              [["?", "?", "?", "?", "?", "1", "1", "?"]],
              ["UserNum"],
            ),
            account.userId,
            account.userId,
            stored,
            stored,
            account.email.slice(0, 50),
            yield* now,
          ),
        )
        .pipe(
          Effect.catchTag(
            "GameDatabaseError",
            (error): Effect.Effect<never, AccountTaken | GameUnavailable> =>
              error.unique
                ? Effect.fail(new AccountTaken({ message: accountMessages.userIdTaken }))
                : unavailable(error),
          ),
        )
      const gameUserNum = asNumber(created[0]?.usernum)
      yield* Effect.orDie(sql`INSERT INTO game_accounts (user_num, game_user_num, game_user_id)
        VALUES (${userNum}, ${gameUserNum}, ${account.userId})`)
    })

    const setPassword = Effect.fn("GameLink.setPassword")(function* (userNum: number, password: string) {
      const link = yield* linkOf(userNum)
      if (Option.isNone(link)) return
      yield* run(
        user,
        "UPDATE dbo.UserInfo SET UserPass = ? WHERE UserNum = ?",
        gamePassword(settings.passwordFormat, password),
        link.value.game_user_num,
      )
    })

    // ---- Balance changes, exactly once ----------------------------------------------------------

    const operationByKey = (opKey: string) =>
      Effect.map(
        Effect.orDie(
          sql<OperationRow>`SELECT ${operationColumns} FROM game_operations WHERE op_key = ${opKey}`,
        ),
        (rows) => Option.fromNullishOr(rows[0]),
      )

    const setState = (id: string, state: string) =>
      Effect.orDie(
        Effect.flatMap(
          now,
          (at) => sql`UPDATE game_operations SET state = ${state}, updated_at = ${at} WHERE id = ${id}`,
        ),
      )

    const answerOf = (userNum: number, message: string) =>
      Effect.map(
        Effect.orDie(sql<{ r_coin: string; milleage: string }>`
          SELECT r_coin, milleage FROM users WHERE user_num = ${userNum}`),
        ([row]) => ({
          message,
          userPoints: Number(row?.r_coin ?? 0),
          userPoints2: Number(row?.milleage ?? 0),
        }),
      )

    /** Removes reserved ShopPurchase rows (PurFlag -1) of an account: only ever an unfinished step's. */
    const dropReserved = (userId: string) =>
      run(
        shop,
        `DELETE FROM dbo.ShopPurchase WHERE ${shop.dialect.sameUserId("UserUID", "?")} AND PurFlag = -1`,
        userId,
      )

    /** The conditional update of the game's balance; at most one row. */
    const applyCharge = (op: OperationRow, gameUserNum: number) => {
      const sign = op.kind === "purchase" ? "-" : "+"
      const set = [
        `UserPoint = UserPoint ${sign} ?`,
        ...(point2 === undefined ? [] : [`${point2} = ${point2} ${sign} ?`]),
      ]
      const where = [
        "UserNum = ?",
        ...(op.kind === "purchase" ? ["UserPoint >= ?"] : []),
        "UserPoint = ?",
        ...(point2 === undefined
          ? []
          : [...(op.kind === "purchase" ? [`${point2} >= ?`] : []), `${point2} = ?`]),
      ]
      const values = [
        op.rcoin,
        ...(point2 === undefined ? [] : [op.milleage]),
        gameUserNum,
        ...(op.kind === "purchase" ? [op.rcoin] : []),
        op.point_before,
        ...(point2 === undefined ? [] : [...(op.kind === "purchase" ? [op.milleage] : []), op.point2_before]),
      ]
      return run(
        user,
        user.dialect.updateReturning(
          "dbo.UserInfo",
          set.join(", "),
          where.join(" AND "),
          balanceColumns.split(", "),
        ),
        ...values,
      )
    }

    /** The portal's side of a charge the game took: purchase, item and ledger rows, and the mirror. */
    const recordCharged = (op: OperationRow, after: { readonly rcoin: number; readonly milleage: number }) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            const at = yield* now
            const sign = op.kind === "purchase" ? -1 : 1
            // First what the game held before the charge (a game_sync row when it moved outside), so the
            // charge's own ledger rows start from the game's balance.
            yield* syncMirror(
              op.user_num,
              { rcoin: op.point_before ?? 0, milleage: op.point2_before ?? 0 },
              at,
            )
            if (op.kind === "purchase") {
              for (const line of op.lines) {
                const total = line.unitCents * line.quantity
                const [bought] = yield* sql<{ id: string }>`
                INSERT INTO purchases (user_num, product_num, quantity, unit_price, total_price, currency,
                                       delivery_status, delivered_at, purchased_at)
                VALUES (${op.user_num}, ${line.productNum}, ${line.quantity}, ${String(line.unitCents / 100)},
                        ${String(total / 100)}, ${line.currency}, 'delivered', ${at}, ${at})
                RETURNING id`
                const purchaseId = bought?.id ?? "0"
                for (const { purKey } of op.pur_keys.filter(
                  (key) => key.productNum === line.gameProductNum,
                )) {
                  yield* sql`INSERT INTO game_purchase_items (pur_key, purchase_id, user_num)
                  VALUES (${purKey}, ${purchaseId}, ${op.user_num})`
                }
                yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, purchase_id, created_at)
                VALUES (${op.user_num}, ${line.currency}, ${String((sign * total) / 100)}, 'purchase', ${purchaseId}, ${at})`
              }
            } else if (op.kind === "credit") {
              for (const [currency, amount] of [
                ["rcoin", op.rcoin],
                ["milleage", op.milleage],
              ] as const) {
                if (amount !== 0) {
                  yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, coupon_code, created_at)
                  VALUES (${op.user_num}, ${currency}, ${String(amount)}, 'coupon', ${op.coupon_code}, ${at})`
                }
              }
            } else {
              const [refunded] = op.pur_keys
              for (const [currency, amount] of [
                ["rcoin", op.rcoin],
                ["milleage", op.milleage],
              ] as const) {
                if (amount !== 0) {
                  yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, note, created_at)
                  VALUES (${op.user_num}, ${currency}, ${String(amount)}, 'refund',
                          ${`Item ${refunded?.purKey ?? "?"} cancelled`}, ${at})`
                }
              }
              if (refunded !== undefined) {
                yield* sql`UPDATE game_purchase_items SET refunded_at = ${at} WHERE pur_key = ${refunded.purKey}`
              }
            }
            // The mirror takes what the game showed after the charge; any other difference moved outside.
            yield* sql`UPDATE users SET r_coin = r_coin + ${String(sign * op.rcoin)},
            milleage = milleage + ${String(sign * op.milleage)} WHERE user_num = ${op.user_num}`
            yield* syncMirror(op.user_num, after, at)
            yield* sql`UPDATE game_operations SET state = 'charged', updated_at = ${at} WHERE id = ${op.id}`
          }),
        )
        .pipe(Effect.orDie)

    /**
     * Takes an operation from wherever it stopped to its end. Safe to run again at any point: the
     * charge only applies on the balance it recorded before, and the item rows only move -1 → 0.
     */
    /**
     * `fresh`: no earlier attempt of this operation's charge can have reached the game (it was just
     * written, here). Otherwise a charge that matches nothing is ambiguous unless the balance is
     * exactly what it would be after it, and is left to the operator rather than guessed.
     */
    const finish = (op: OperationRow, link: LinkRow, fresh = false): Effect.Effect<string, GameUnavailable> =>
      Effect.gen(function* () {
        let current = op
        let first = fresh
        if (current.state === "pending") {
          first = true
          // A credit recorded with its code's claim: the balance it starts from is read now.
          const before = yield* readBalance(link.game_user_num)
          if (before === undefined) {
            yield* setState(current.id, "needs_operator")
            return "needs_operator"
          }
          yield* Effect.orDie(sql`UPDATE game_operations SET point_before = ${before.rcoin},
            point2_before = ${before.milleage}, state = 'charging' WHERE id = ${current.id}`)
          current = {
            ...current,
            point_before: before.rcoin,
            point2_before: before.milleage,
            state: "charging",
          }
        }
        if (current.state === "reserving") {
          // Stopped before its reserved rows were recorded: they are orphans; the intent is dropped.
          yield* dropReserved(link.game_user_id)
          yield* setState(current.id, "abandoned")
          return "abandoned"
        }
        if (current.state === "charging") {
          const charged = yield* applyCharge(current, link.game_user_num)
          let after = charged[0] === undefined ? undefined : balanceOf(charged[0])
          if (after === undefined) {
            const seen = yield* readBalance(link.game_user_num)
            const sign = current.kind === "purchase" ? -1 : 1
            const expected = {
              rcoin: (current.point_before ?? 0) + sign * current.rcoin,
              milleage: (current.point2_before ?? 0) + sign * current.milleage,
            }
            if (seen !== undefined && seen.rcoin === expected.rcoin && seen.milleage === expected.milleage) {
              // The charge was made before a crash kept it from being recorded.
              after = seen
            } else if (!first) {
              // An earlier attempt may have run before the balance moved again: not ours to guess.
              yield* setState(current.id, "needs_operator")
              return "needs_operator"
            } else if (
              current.kind === "purchase" &&
              seen !== undefined &&
              (seen.rcoin < current.rcoin || seen.milleage < current.milleage)
            ) {
              yield* dropReserved(link.game_user_id)
              yield* setState(current.id, "refused")
              return "refused"
            } else if (seen !== undefined) {
              // The balance moved in the game meanwhile: charge against what it is now.
              yield* Effect.orDie(sql`UPDATE game_operations SET point_before = ${seen.rcoin},
                point2_before = ${seen.milleage} WHERE id = ${current.id}`)
              return yield* finish(
                { ...current, point_before: seen.rcoin, point2_before: seen.milleage },
                link,
                true,
              )
            } else {
              yield* setState(current.id, "needs_operator")
              return "needs_operator"
            }
          }
          yield* recordCharged(current, after)
          current = { ...current, state: "charged" }
        }
        if (current.state === "charged") {
          const keys = current.pur_keys.map((key) => key.purKey)
          if (current.kind === "purchase" && keys.length > 0) {
            yield* run(
              shop,
              `UPDATE dbo.ShopPurchase SET PurFlag = 0 WHERE PurKey IN (${keys.map(() => "?").join(", ")}) AND PurFlag = -1`,
              ...keys,
            )
          }
          yield* setState(current.id, "done")
          return "done"
        }
        return current.state
      })

    /** Finishes the account's open operation, if a crash left one. */
    const recoverAccount = (userNum: number, link: LinkRow) =>
      Effect.gen(function* () {
        const open = yield* Effect.orDie(sql<OperationRow>`
          SELECT ${operationColumns} FROM game_operations
          WHERE user_num = ${userNum} AND state IN ('pending', 'reserving', 'charging', 'charged')`)
        for (const op of open) yield* finish(op, link)
        return open.length
      })

    const insertOperation = (op: {
      readonly opKey: string
      readonly userNum: number
      readonly kind: "purchase" | "refund"
      readonly rcoin: number
      readonly milleage: number
      readonly lines: ReadonlyArray<GamePurchaseLine>
      readonly state: string
      readonly pointBefore?: number
      readonly point2Before?: number
      readonly purKeys?: ReadonlyArray<{ readonly purKey: number; readonly productNum: number }>
    }) =>
      sql<OperationRow>`
        INSERT INTO game_operations (op_key, user_num, kind, user_point, user_point2, lines, state, point_before,
                                     point2_before, pur_keys)
        VALUES (${op.opKey}, ${op.userNum}, ${op.kind}, ${op.rcoin}, ${op.milleage}, ${JSON.stringify(op.lines)},
                ${op.state}, ${op.pointBefore ?? null}, ${op.point2Before ?? null},
                ${JSON.stringify(op.purKeys ?? [])})
        RETURNING ${operationColumns}`.pipe(
        Effect.map((rows) => rows[0] as OperationRow),
        Effect.catchTag("SqlError", (error) =>
          error.reason._tag === "UniqueViolation"
            ? Effect.fail(new StateConflict({ message: gameLinkMessages.busy }))
            : Effect.die(error),
        ),
      )

    const linkedOrRefuse = (userNum: number) =>
      Effect.flatMap(linkOf(userNum), (link) =>
        Option.match(link, {
          onNone: () => Effect.fail(new NotAvailable({ message: gameLinkMessages.notLinked })),
          onSome: Effect.succeed,
        }),
      )

    const purchase = Effect.fn("GameLink.purchase")(function* (input: {
      readonly userNum: number
      readonly opKey: string | undefined
      readonly lines: ReadonlyArray<GamePurchaseLine>
    }) {
      const link = yield* linkedOrRefuse(input.userNum)
      let rcoin = 0
      let milleage = 0
      for (const line of input.lines) {
        const coins = coinsOf(line.unitCents * line.quantity)
        if (coins === undefined) return yield* new StateConflict({ message: gameLinkMessages.wholeCoins })
        if (line.currency === "rcoin") rcoin += coins
        else milleage += coins
      }
      if (milleage > 0 && point2 === undefined) {
        return yield* new NotAvailable({ message: gameLinkMessages.noMilleage })
      }
      const opKey = `purchase:${input.userNum}:${input.opKey ?? randomUUID()}`
      return yield* withAccountLock(
        input.userNum,
        Effect.gen(function* () {
          yield* recoverAccount(input.userNum, link)
          const earlier = yield* operationByKey(opKey)
          if (Option.isSome(earlier)) {
            if (earlier.value.state === "done")
              return yield* answerOf(input.userNum, gameLinkMessages.boughtLinked)
            if (earlier.value.state === "needs_operator") {
              return yield* new StateConflict({ message: gameLinkMessages.checking })
            }
            // Refused, or abandoned before the game was charged: the retry runs afresh under the same key.
            yield* Effect.orDie(sql`DELETE FROM game_operations WHERE id = ${earlier.value.id}`)
          }
          const before = yield* readBalance(link.game_user_num)
          if (before === undefined) return yield* new NotAvailable({ message: gameLinkMessages.notLinked })
          if (before.rcoin < rcoin || before.milleage < milleage) {
            yield* insertOperation({
              opKey,
              userNum: input.userNum,
              kind: "purchase",
              rcoin,
              milleage,
              lines: input.lines,
              state: "refused",
            })
            return yield* new StateConflict({ message: insufficient })
          }
          const op = yield* insertOperation({
            opKey,
            userNum: input.userNum,
            kind: "purchase",
            rcoin,
            milleage,
            lines: input.lines,
            state: "reserving",
          })
          // Reserved rows (PurFlag -1) are invisible to the game's item bank, which reads PurFlag 0.
          const at = yield* now
          const units = input.lines.flatMap((line) =>
            Array.from({ length: line.quantity }, () => [
              link.game_user_id,
              line.gameProductNum,
              coinsOf(line.unitCents) ?? 0,
              at,
            ]),
          )
          const reserved = yield* run(
            shop,
            shop.dialect.insertReturning(
              "dbo.ShopPurchase",
              ["UserUID", "ProductNum", "PurPrice", "PurFlag", "PurDate"],
              units.map(() => ["?", "?", "?", "-1", "?"]),
              ["PurKey", "ProductNum"],
            ),
            ...units.flat(),
          )
          const purKeys = reserved.map((row) => ({
            purKey: asNumber(row.purkey),
            productNum: asNumber(row.productnum),
          }))
          yield* Effect.orDie(sql`UPDATE game_operations SET pur_keys = ${JSON.stringify(purKeys)},
            point_before = ${before.rcoin}, point2_before = ${before.milleage}, state = 'charging',
            updated_at = ${at} WHERE id = ${op.id}`)
          const outcome = yield* finish(
            {
              ...op,
              pur_keys: purKeys,
              point_before: before.rcoin,
              point2_before: before.milleage,
              state: "charging",
            },
            link,
            true,
          )
          if (outcome === "done") return yield* answerOf(input.userNum, gameLinkMessages.boughtLinked)
          if (outcome === "refused") return yield* new StateConflict({ message: insufficient })
          return yield* new StateConflict({ message: gameLinkMessages.checking })
        }),
      )
    })

    const creditIntent = Effect.fn("GameLink.creditIntent")(function* (input: {
      readonly userNum: number
      readonly opKey: string
      readonly rcoinCents: number
      readonly milleageCents: number
      readonly couponCode: string
    }) {
      yield* linkedOrRefuse(input.userNum)
      const rcoin = coinsOf(input.rcoinCents)
      const milleage = coinsOf(input.milleageCents)
      if (rcoin === undefined || milleage === undefined) {
        return yield* new StateConflict({ message: gameLinkMessages.wholeCoins })
      }
      if (milleage > 0 && point2 === undefined) {
        return yield* new NotAvailable({ message: gameLinkMessages.noMilleage })
      }
      yield* Effect.orDie(
        sql`INSERT INTO game_operations (op_key, user_num, kind, user_point, user_point2, state, coupon_code)
          VALUES (${input.opKey}, ${input.userNum}, 'credit', ${rcoin}, ${milleage}, 'pending', ${input.couponCode})`.pipe(
          Effect.catchTag("SqlError", (error) =>
            error.reason._tag === "UniqueViolation"
              ? Effect.fail(new StateConflict({ message: gameLinkMessages.busy }))
              : Effect.die(error),
          ),
        ),
      )
    })

    const completeCredit = Effect.fn("GameLink.completeCredit")(function* (userNum: number, opKey: string) {
      const link = yield* Effect.orDie(linkedOrRefuse(userNum))
      yield* withAccountLock(userNum, recoverAccount(userNum, link))
      const op = yield* operationByKey(opKey)
      if (Option.isSome(op) && op.value.state !== "done") {
        return yield* new GameUnavailable({ message: gameLinkMessages.unavailable })
      }
      const { userPoints, userPoints2 } = yield* answerOf(userNum, "")
      return { userPoints, userPoints2 }
    })

    const flagsOf = (purKeys: ReadonlyArray<number>) =>
      purKeys.length === 0
        ? Effect.succeed(new Map<number, number>())
        : Effect.map(
            run(
              shop,
              `SELECT PurKey, PurFlag FROM dbo.ShopPurchase WHERE PurKey IN (${purKeys.map(() => "?").join(", ")})`,
              ...purKeys,
            ),
            (rows) => new Map(rows.map((row) => [asNumber(row.purkey), asNumber(row.purflag)])),
          )

    const itemStates = Effect.fn("GameLink.itemStates")(function* (purchaseIds: ReadonlyArray<string>) {
      if (purchaseIds.length === 0) return new Map<string, string>()
      const items = yield* Effect.orDie(sql<{ pur_key: string; purchase_id: string }>`
        SELECT pur_key, purchase_id FROM game_purchase_items WHERE purchase_id IN ${sql.in(purchaseIds)}
        ORDER BY pur_key`)
      const flags = yield* flagsOf(items.map((item) => Number(item.pur_key)))
      const states = new Map<string, string>()
      for (const id of purchaseIds) {
        const labels = items
          .filter((item) => String(item.purchase_id) === String(id))
          .map((item) => itemStateLabel(flags.get(Number(item.pur_key))))
        if (labels.length === 0) {
          // Bought before the link was on: the portal never wrote it to the game.
          states.set(id, itemStateLabels.unlinked)
          continue
        }
        const counts = new Map<string, number>()
        for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
        states.set(
          id,
          counts.size === 1
            ? (labels[0] ?? "")
            : [...counts].map(([label, count]) => `${count} ${label.toLowerCase()}`).join(", "),
        )
      }
      return states
    })

    const waitingItems = Effect.fn("GameLink.waitingItems")(function* (purchaseIds: ReadonlyArray<string>) {
      const waiting = new Map<string, Array<number>>()
      if (purchaseIds.length === 0) return waiting
      const items = yield* Effect.orDie(sql<{ pur_key: string; purchase_id: string }>`
        SELECT pur_key, purchase_id FROM game_purchase_items
        WHERE purchase_id IN ${sql.in(purchaseIds)} AND refunded_at IS NULL ORDER BY pur_key`)
      const flags = yield* flagsOf(items.map((item) => Number(item.pur_key)))
      for (const item of items) {
        const purKey = Number(item.pur_key)
        if (flags.get(purKey) !== 0) continue
        const id = String(item.purchase_id)
        waiting.set(id, [...(waiting.get(id) ?? []), purKey])
      }
      return waiting
    })

    /** Gives back the price of one cancelled item, exactly once (the operation key is the item's). */
    const refundItem = (purKey: number) =>
      Effect.gen(function* () {
        const [item] = yield* Effect.orDie(sql<{
          user_num: number
          unit_price: string
          currency: Currency
          refunded_at: Date | null
        }>`
          SELECT g.user_num, p.unit_price, p.currency, g.refunded_at
          FROM game_purchase_items g JOIN purchases p ON p.id = g.purchase_id WHERE g.pur_key = ${purKey}`)
        if (item === undefined || item.refunded_at !== null) return false
        const link = yield* linkedOrRefuse(item.user_num).pipe(Effect.orDie)
        const coins = Math.round(Number(item.unit_price))
        return yield* withAccountLock(
          item.user_num,
          Effect.gen(function* () {
            yield* recoverAccount(item.user_num, link)
            const opKey = `refund:${purKey}`
            if (Option.isSome(yield* operationByKey(opKey))) return false
            const before = yield* readBalance(link.game_user_num)
            if (before === undefined) return false
            const op = yield* insertOperation({
              opKey,
              userNum: item.user_num,
              kind: "refund",
              rcoin: item.currency === "rcoin" ? coins : 0,
              milleage: item.currency === "milleage" ? coins : 0,
              lines: [],
              state: "charging",
              pointBefore: before.rcoin,
              point2Before: before.milleage,
              purKeys: [{ purKey, productNum: 0 }],
            }).pipe(Effect.orDie)
            return (yield* finish(op, link, true)) === "done"
          }),
        )
      })

    const cancelItem = Effect.fn("GameLink.cancelItem")(function* (purKey: number) {
      const cancelled = yield* run(
        shop,
        shop.dialect.updateReturning(
          "dbo.ShopPurchase",
          "PurFlag = 3, PurChgDate = ?",
          "PurKey = ? AND PurFlag = 0",
          ["PurKey"],
        ),
        yield* now,
        purKey,
      )
      if (cancelled.length === 0)
        return yield* new StateConflict({ message: gameLinkMessages.notCancellable })
      // The item is out of the item bank now; a refund the game did not answer is not lost: the
      // upkeep round refunds every cancelled item not refunded yet, exactly once.
      return yield* refundItem(purKey).pipe(
        Effect.catchTag("GameUnavailable", (error) =>
          Effect.as(
            Effect.logWarning(`Refund of cancelled item ${purKey} left to the upkeep round`, error),
            false,
          ),
        ),
      )
    })

    const refundCancelled = Effect.gen(function* () {
      const open = yield* Effect.orDie(sql<{ pur_key: string }>`
        SELECT pur_key FROM game_purchase_items WHERE refunded_at IS NULL ORDER BY pur_key`)
      let refunded = 0
      for (let start = 0; start < open.length; start += 500) {
        const keys = open.slice(start, start + 500).map((row) => Number(row.pur_key))
        const flags = yield* flagsOf(keys)
        for (const key of keys) {
          if (flags.get(key) === 3 && (yield* refundItem(key))) refunded += 1
        }
      }
      return refunded
    }).pipe(Effect.withSpan("GameLink.refundCancelled"))

    const whitelistAddress = Effect.fn("GameLink.whitelistAddress")(function* (
      userNum: number,
      address: string,
    ) {
      if (address.length > 23) return yield* new InputRefused({ message: gameLinkMessages.ipTooLong })
      const link = yield* linkOf(userNum)
      if (Option.isNone(link)) return yield* new InputRefused({ message: gameLinkMessages.notLinked })
      const existing = yield* run(
        user,
        "SELECT IdxIP FROM dbo.IPInfo WHERE UserNum = ? AND IpAddress = ?",
        link.value.game_user_num,
        address,
      )
      if (existing.length > 0) {
        yield* run(
          user,
          "UPDATE dbo.IPInfo SET UseAvailable = 1 WHERE UserNum = ? AND IpAddress = ?",
          link.value.game_user_num,
          address,
        )
        return
      }
      yield* run(
        user,
        "INSERT INTO dbo.IPInfo (IpAddress, UserNum, UseAvailable) VALUES (?, ?, 1)",
        address,
        link.value.game_user_num,
      )
    })

    const recover = Effect.gen(function* () {
      const open = yield* Effect.orDie(sql<{ user_num: number; game_user_num: number; game_user_id: string }>`
        SELECT DISTINCT o.user_num, a.game_user_num, a.game_user_id
        FROM game_operations o JOIN game_accounts a ON a.user_num = o.user_num
        WHERE o.state IN ('pending', 'reserving', 'charging', 'charged')`)
      let finished = 0
      for (const row of open) {
        finished += yield* withAccountLock(row.user_num, recoverAccount(row.user_num, row))
      }
      return finished
    }).pipe(Effect.withSpan("GameLink.recover"))

    const gameBalances = Effect.gen(function* () {
      const links = yield* Effect.orDie(sql<{
        user_num: number
        game_user_num: number
        game_user_id: string
        r_coin: string
        milleage: string
      }>`
        SELECT a.user_num, a.game_user_num, a.game_user_id, u.r_coin, u.milleage
        FROM game_accounts a JOIN users u ON u.user_num = a.user_num ORDER BY a.user_num`)
      const seen = new Map<number, { rcoin: number; milleage: number }>()
      for (let start = 0; start < links.length; start += 500) {
        const slice = links.slice(start, start + 500)
        const rows = yield* run(
          user,
          `SELECT UserNum, ${balanceColumns} FROM dbo.UserInfo WHERE UserNum IN (${slice.map(() => "?").join(", ")})`,
          ...slice.map((link) => link.game_user_num),
        )
        for (const row of rows) seen.set(asNumber(row.usernum), balanceOf(row))
      }
      return { links, seen }
    })

    const reconciliation = Effect.gen(function* () {
      const unfinished = yield* Effect.orDie(sql<{
        op_key: string
        user_num: number
        kind: string
        state: string
        rcoin: number
        milleage: number
      }>`
        SELECT op_key, user_num, kind, state, user_point AS rcoin, user_point2 AS milleage FROM game_operations
        WHERE state IN ('pending', 'reserving', 'charging', 'charged', 'needs_operator') ORDER BY id`)
      const { links, seen } = yield* gameBalances
      const movedOutside: Array<ReconciliationReport["movedOutside"][number]> = []
      for (const link of links) {
        const game = seen.get(link.game_user_num)
        if (game === undefined) continue
        for (const [currency, portal, now] of [
          ["rcoin", Number(link.r_coin), game.rcoin],
          ["milleage", Number(link.milleage), game.milleage],
        ] as const) {
          if (portal !== now)
            movedOutside.push({
              userNum: link.user_num,
              userId: link.game_user_id,
              currency,
              portal,
              game: now,
            })
        }
      }
      return {
        unfinished: unfinished.map((row) => ({
          opKey: row.op_key,
          userNum: row.user_num,
          kind: row.kind,
          state: row.state,
          rcoin: row.rcoin,
          milleage: row.milleage,
        })),
        movedOutside,
      } satisfies ReconciliationReport
    }).pipe(Effect.withSpan("GameLink.reconciliation"))

    const acknowledgeBalances = Effect.gen(function* () {
      const { links, seen } = yield* gameBalances
      let changed = 0
      for (const link of links) {
        const game = seen.get(link.game_user_num)
        if (game === undefined) continue
        if (Number(link.r_coin) !== game.rcoin || Number(link.milleage) !== game.milleage) changed += 1
        yield* withAccountLock(
          link.user_num,
          Effect.orDie(sql.withTransaction(Effect.flatMap(now, (at) => syncMirror(link.user_num, game, at)))),
        )
      }
      return changed
    }).pipe(Effect.withSpan("GameLink.acknowledgeBalances"))

    const characterPage = 2000
    const refreshCharacters = Effect.gen(function* () {
      const { game } = databases
      const at = yield* now
      const mmr = settings.mmrColumn === undefined ? "0" : settings.mmrColumn
      // Staff are the few accounts that are not players (UserType 1): read once, looked up per row.
      const staff = new Map(
        (yield* run(user, "SELECT UserNum, UserType FROM dbo.UserInfo WHERE UserType <> ?", 1)).map((row) => [
          asNumber(row.usernum),
          asNumber(row.usertype),
        ]),
      )
      let seen = 0
      const present: Array<number> = []
      for (let offset = 0; ; offset += characterPage) {
        const rows = yield* run(
          game,
          `SELECT ChaNum, UserNum, ChaName, ChaClass, ChaSchool, ChaLevel, ${game.dialect.moneyAsInteger("ChaMoney")} AS ChaMoney,
                  ChaPKScore, ChaPKDeath, ${mmr} AS ChaMMR, ChaDeleted
           FROM dbo.ChaInfo ORDER BY ChaNum OFFSET ? ROWS FETCH NEXT ? ROWS ONLY`,
          offset,
          characterPage,
        )
        if (rows.length === 0) break
        seen += rows.length
        for (const row of rows) present.push(asNumber(row.chanum))
        const snapshot = rows.map(
          (row): Record<string, unknown> => ({
            cha_num: asNumber(row.chanum),
            game_user_num: asNumber(row.usernum),
            user_type: staff.get(asNumber(row.usernum)) ?? 1,
            cha_name: String(row.chaname ?? ""),
            cha_school: asNumber(row.chaschool),
            cha_class: asNumber(row.chaclass),
            cha_level: asNumber(row.chalevel),
            cha_mmr: asNumber(row.chammr),
            cha_pk_score: asNumber(row.chapkscore),
            cha_pk_death: asNumber(row.chapkdeath),
            cha_money: String(row.chamoney ?? "0"),
            cha_level_up_date: at,
            cha_deleted: asNumber(row.chadeleted) === 1,
            seen_at: at,
          }),
        )
        if (!Arr.isReadonlyArrayNonEmpty(snapshot)) break
        // The level-up time only moves when the level does: it is when the snapshot first saw it.
        yield* Effect.orDie(sql`
          INSERT INTO game_characters ${sql.insert(snapshot)}
          ON CONFLICT (cha_num) DO UPDATE SET
            game_user_num = EXCLUDED.game_user_num, user_type = EXCLUDED.user_type, cha_name = EXCLUDED.cha_name,
            cha_school = EXCLUDED.cha_school, cha_class = EXCLUDED.cha_class, cha_mmr = EXCLUDED.cha_mmr,
            cha_pk_score = EXCLUDED.cha_pk_score, cha_pk_death = EXCLUDED.cha_pk_death,
            cha_money = EXCLUDED.cha_money, cha_deleted = EXCLUDED.cha_deleted, seen_at = EXCLUDED.seen_at,
            cha_level_up_date = CASE WHEN game_characters.cha_level = EXCLUDED.cha_level
              THEN game_characters.cha_level_up_date ELSE EXCLUDED.cha_level_up_date END,
            cha_level = EXCLUDED.cha_level`)
        if (rows.length < characterPage) break
      }
      // Gone from ChaInfo altogether: deleted as far as the portal is concerned.
      yield* Effect.orDie(sql`UPDATE game_characters SET cha_deleted = true
        WHERE NOT cha_deleted
          AND cha_num NOT IN (SELECT value::integer FROM jsonb_array_elements_text(${JSON.stringify(present)}::jsonb))`)
      return seen
    }).pipe(Effect.withSpan("GameLink.refreshCharacters"))

    return GameLink.of({
      kind: "ran",
      refreshCharacters,
      findAccount,
      passwordMatches,
      createAccount,
      linkedGameUserNum,
      adopt,
      setPassword,
      purchase,
      creditIntent,
      completeCredit,
      itemStates,
      waitingItems,
      cancelItem,
      refundCancelled,
      whitelistAddress,
      recover,
      reconciliation,
      acknowledgeBalances,
    })
  })

const insufficient = "Insufficient balance: you do not have enough R-Coin or Milleage for this purchase."
