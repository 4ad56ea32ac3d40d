import type { LedgerLine, PlayerRecord, PlayerSummary } from "@gatehouse/api-client/console"
import { fromCents } from "@gatehouse/domain"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { ServiceUses } from "../characterServices/ServiceUses.ts"
import { bigintNumber } from "../database/columns.ts"
import { decodeRows, Total } from "../database/rows.ts"
import { GameItemBank } from "../gamelink/GameItemBank.ts"
import { gameLinkMessages } from "../gamelink/messages.ts"
import { Currency, centsOf } from "../ledger/amounts.ts"
import { NotAvailable } from "../refusals.ts"
import { StaffStanding, type StandingAccount } from "../staff/StaffStanding.ts"
import { playerAdminMessages } from "./playerAdminMessages.ts"

/** How many accounts one page of the search shows, and ledger lines one page of the ledger. */
export const playerPageSize = 20
/** How many of the newest purchases, redemptions, tickets and whitelist requests a record lists. */
export const newestShown = 10

const amountOf = (numeric: string) => fromCents(centsOf(numeric))
const isoOf = (date: Date | null) => (date === null ? null : date.toISOString())
const pageCountOf = (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / playerPageSize))

/** `%` and `_` typed into the search are matched as themselves. */
const containing = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** The account a User ID names (any case), or NotAvailable. */
export const findAccount = (sql: SqlClient.SqlClient, userId: string) =>
  SqlSchema.findOneOption({
    Request: Schema.String,
    Result: Schema.Struct({ user_num: Schema.Int, user_id: Schema.String, user_type: Schema.Int }),
    execute: (named) => sql`
      SELECT user_num, user_id, user_type FROM users WHERE lower(user_id) = lower(${named})`,
  })(userId.trim()).pipe(
    Effect.catchTag("SchemaError", Effect.die),
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.fail(new NotAvailable({ message: playerAdminMessages.noSuchPlayer })),
        onSome: (row) =>
          Effect.succeed({ userNum: row.user_num, userId: row.user_id, userType: row.user_type }),
      }),
    ),
  )

/**
 * What administrators read about accounts in the console: a search by User ID or e-mail, one
 * account's record, and its ledger. Reads only; the changes are PlayerAdmin's.
 */
export class PlayerRecords extends Context.Service<
  PlayerRecords,
  {
    readonly search: (
      text: string,
      page: number,
    ) => Effect.Effect<{ readonly rows: ReadonlyArray<PlayerSummary>; readonly pageCount: number }>
    /** One account, with what `viewer` may do to it (their standing against its). */
    readonly record: (viewer: StandingAccount, userId: string) => Effect.Effect<PlayerRecord, NotAvailable>
    readonly ledger: (
      userId: string,
      page: number,
    ) => Effect.Effect<{ readonly rows: ReadonlyArray<LedgerLine>; readonly pageCount: number }, NotAvailable>
  }
>()("gatehouse/server/PlayerRecords") {
  static readonly layer = Layer.effect(
    PlayerRecords,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const itemBank = yield* GameItemBank
      const standing = yield* StaffStanding
      const serviceUses = yield* ServiceUses

      /**
       * Where each purchase's items stand in the game, and which still wait in the item bank. A game
       * that does not answer does not hide the record: its purchases say so and offer no cancel.
       */
      const gameStatesOf = (purchaseIds: ReadonlyArray<string>) =>
        Effect.all([itemBank.itemStates(purchaseIds), itemBank.waitingItems(purchaseIds)]).pipe(
          Effect.map(([states, waiting]) => ({ states, waiting })),
          Effect.catchTag("GameUnavailable", () =>
            Effect.succeed({
              states: new Map(purchaseIds.map((id) => [id, gameLinkMessages.unavailableShort])),
              waiting: new Map<string, ReadonlyArray<number>>(),
            }),
          ),
        )

      const search = Effect.fn("PlayerRecords.search")(function* (text: string, page: number) {
        const pattern = containing(text.trim())
        const where = sql`WHERE lower(user_id) LIKE ${pattern} OR lower(email) LIKE ${pattern}`
        const [counted] = yield* decodeRows(Total, sql`SELECT count(*)::int AS total FROM users ${where}`)
        const rows = yield* decodeRows(
          Schema.Struct({
            user_num: Schema.Int,
            user_id: Schema.String,
            email: Schema.String,
            user_type: Schema.Int,
            r_coin: Schema.String,
            milleage: Schema.String,
            last_login_at: Schema.NullOr(Schema.Date),
            blocked: Schema.Boolean,
          }),
          sql`
          SELECT user_num, user_id, email, user_type, r_coin::text AS r_coin, milleage::text AS milleage,
                 last_login_at, login_blocked_at IS NOT NULL AS blocked
          FROM users ${where}
          ORDER BY lower(user_id) = lower(${text.trim()}) DESC, lower(user_id), user_num
          LIMIT ${playerPageSize} OFFSET ${(page - 1) * playerPageSize}`,
        )
        return {
          pageCount: pageCountOf(counted?.total),
          rows: rows.map(
            (row): PlayerSummary => ({
              userNum: row.user_num,
              userId: row.user_id,
              email: row.email,
              userType: row.user_type,
              rcoin: amountOf(row.r_coin),
              milleage: amountOf(row.milleage),
              lastLoginAt: isoOf(row.last_login_at),
              blocked: row.blocked,
            }),
          ),
        }
      }, Effect.orDie)

      const record = Effect.fn("PlayerRecords.record")(
        function* (viewer: StandingAccount, userId: string) {
          const { userNum } = yield* findAccount(sql, userId)
          const [account] = yield* decodeRows(
            Schema.Struct({
              user_id: Schema.String,
              email: Schema.String,
              user_type: Schema.Int,
              created_at: Schema.Date,
              last_login_at: Schema.NullOr(Schema.Date),
              last_login_ip: Schema.NullOr(Schema.String),
              login_blocked_at: Schema.NullOr(Schema.Date),
              blocked_reason: Schema.NullOr(Schema.String),
              r_coin: Schema.String,
              milleage: Schema.String,
            }),
            sql`
            SELECT user_id, email, user_type, created_at, last_login_at, last_login_ip, login_blocked_at,
                   blocked_reason, r_coin::text AS r_coin, milleage::text AS milleage
            FROM users WHERE user_num = ${userNum}`,
          )
          if (account === undefined)
            return yield* new NotAvailable({ message: playerAdminMessages.noSuchPlayer })
          const whitelist = yield* decodeRows(
            Schema.Struct({
              id: Schema.Int,
              ip_address: Schema.String,
              status: Schema.Literals(["pending", "approved", "rejected"]),
              requested_at: Schema.Date,
              decided_at: Schema.NullOr(Schema.Date),
            }),
            sql`
            SELECT id, ip_address, status, requested_at, decided_at FROM ip_whitelist_requests
            WHERE user_num = ${userNum} ORDER BY requested_at DESC, id DESC LIMIT ${newestShown}`,
          )
          const purchases = yield* decodeRows(
            Schema.Struct({
              id: bigintNumber,
              item_name: Schema.String,
              quantity: Schema.Int,
              total_price: Schema.String,
              currency: Currency,
              delivery_status: Schema.String,
              purchased_at: Schema.Date,
              total: Schema.Int,
            }),
            sql`
            SELECT p.id, i.item_name, p.quantity, p.total_price::text AS total_price, p.currency,
                   p.delivery_status, p.purchased_at, count(*) OVER ()::int AS total
            FROM purchases p JOIN shop_items i ON i.product_num = p.product_num
            WHERE p.user_num = ${userNum} ORDER BY p.purchased_at DESC, p.id DESC LIMIT ${newestShown}`,
          )
          const game = yield* gameStatesOf(purchases.map((row) => String(row.id)))
          const redemptions = yield* decodeRows(
            Schema.Struct({
              code: Schema.String,
              rcoin_value: Schema.String,
              milleage_value: Schema.String,
              redeemed_at: Schema.Date,
              total: Schema.Int,
            }),
            sql`
            SELECT code, rcoin_value::text AS rcoin_value, milleage_value::text AS milleage_value, redeemed_at,
                   count(*) OVER ()::int AS total
            FROM coupons WHERE redeemed_by = ${userNum}
            ORDER BY redeemed_at DESC, code LIMIT ${newestShown}`,
          )
          // Read-only here: tickets are answered on their own console page.
          const tickets = yield* decodeRows(
            Schema.Struct({
              ticket_code: Schema.String,
              subject: Schema.String,
              status: Schema.String,
              created_at: Schema.Date,
              total: Schema.Int,
            }),
            sql`
            SELECT ticket_code, subject, status, created_at, count(*) OVER ()::int AS total
            FROM tickets WHERE user_num = ${userNum}
            ORDER BY created_at DESC, id DESC LIMIT ${newestShown}`,
          )
          const characterServices = yield* serviceUses.newestOf(userNum, newestShown)
          const standingView = yield* standing.viewOf(viewer, {
            UserNum: userNum,
            UserID: account.user_id,
            UserType: account.user_type,
          })
          return {
            userNum,
            userId: account.user_id,
            email: account.email,
            userType: account.user_type,
            standing: standingView,
            createdAt: account.created_at.toISOString(),
            lastLoginAt: isoOf(account.last_login_at),
            lastLoginIp: account.last_login_ip,
            blockedAt: isoOf(account.login_blocked_at),
            blockedReason: account.blocked_reason,
            rcoin: amountOf(account.r_coin),
            milleage: amountOf(account.milleage),
            whitelist: whitelist.map((row) => ({
              id: row.id,
              ipAddress: row.ip_address,
              status: row.status,
              requestedAt: row.requested_at.toISOString(),
              decidedAt: isoOf(row.decided_at),
            })),
            purchases: {
              count: purchases[0]?.total ?? 0,
              newest: purchases.map((row) => ({
                id: row.id,
                itemName: row.item_name,
                quantity: row.quantity,
                totalPrice: amountOf(row.total_price),
                currency: row.currency,
                deliveryStatus: row.delivery_status,
                gameState: game.states.get(String(row.id)) ?? gameLinkMessages.unavailableShort,
                waitingItems: game.waiting.get(String(row.id)) ?? [],
                purchasedAt: row.purchased_at.toISOString(),
              })),
            },
            redemptions: {
              count: redemptions[0]?.total ?? 0,
              newest: redemptions.map((row) => ({
                code: row.code,
                rcoin: amountOf(row.rcoin_value),
                milleage: amountOf(row.milleage_value),
                redeemedAt: row.redeemed_at.toISOString(),
              })),
            },
            tickets: {
              count: tickets[0]?.total ?? 0,
              newest: tickets.map((row) => ({
                ticketCode: row.ticket_code,
                subject: row.subject,
                status: row.status,
                createdAt: row.created_at.toISOString(),
              })),
            },
            characterServices,
          }
        },
        Effect.catchTag("SqlError", Effect.die),
      )

      const ledger = Effect.fn("PlayerRecords.ledger")(
        function* (userId: string, page: number) {
          const { userNum } = yield* findAccount(sql, userId)
          const [counted] = yield* decodeRows(
            Total,
            sql`
            SELECT count(*)::int AS total FROM balance_ledger WHERE user_num = ${userNum}`,
          )
          const rows = yield* decodeRows(
            Schema.Struct({
              id: bigintNumber,
              created_at: Schema.Date,
              currency: Currency,
              delta: Schema.String,
              reason: Schema.String,
              note: Schema.NullOr(Schema.String),
            }),
            sql`
            SELECT id, created_at, currency, delta::text AS delta, reason, note FROM balance_ledger
            WHERE user_num = ${userNum} ORDER BY created_at DESC, id DESC
            LIMIT ${playerPageSize} OFFSET ${(page - 1) * playerPageSize}`,
          )
          return {
            pageCount: pageCountOf(counted?.total),
            rows: rows.map(
              (row): LedgerLine => ({
                id: row.id,
                at: row.created_at.toISOString(),
                currency: row.currency,
                amount: amountOf(row.delta),
                reason: row.reason,
                note: row.note,
              }),
            ),
          }
        },
        Effect.catchTag("SqlError", Effect.die),
      )

      return PlayerRecords.of({ search, record, ledger })
    }),
  )
}
