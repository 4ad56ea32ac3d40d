import type { ServiceOffer, ServiceUse } from "@gatehouse/api-client"
import { type CharacterServiceKind, characterServiceKinds, type ServiceCurrency } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, type Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { numericOf } from "../ledger/amounts.ts"

/** What a use's change writes in the game, beyond the character: chosen when it is asked for. */
export const UseTarget = Schema.Struct({
  school: Schema.optional(Schema.Int),
  map: Schema.optional(Schema.Int),
  gate: Schema.optional(Schema.Int),
  name: Schema.optional(Schema.String),
})
export type UseTarget = typeof UseTarget.Type

/** Where a use stands: `refunding` until its refund's intent is done; `failed` when nothing was charged or changed. */
export type UseState = "working" | "done" | "refunding" | "refunded" | "failed" | "checking"

/** One use as the services and the game link's steps read it. */
export const UseRow = Schema.Struct({
  id: Schema.String,
  user_num: Schema.Int,
  service: Schema.Literals(characterServiceKinds),
  cha_num: Schema.NullOr(Schema.Int),
  cha_name: Schema.NullOr(Schema.String),
  target: Schema.fromJsonString(UseTarget).pipe(Schema.encodeTo(Schema.String)),
  detail: Schema.String,
  currency: Schema.Literals(["free", "rcoin", "milleage"]),
  price: Schema.String,
  state: Schema.Literals(["working", "done", "refunding", "refunded", "failed", "checking"]),
  reason: Schema.NullOr(Schema.String),
  created_at: Schema.Date,
})
export type UseRow = typeof UseRow.Type

const useColumns = `id::text AS id, user_num, service, cha_num, cha_name, target::text AS target, detail, currency,
  price::text AS price, state, reason, created_at`

/** A use in the words of the player's page and the staff console; failed uses changed nothing and are not listed. */
const listed = (row: UseRow): ServiceUse => ({
  id: row.id,
  service: row.service,
  characterName: row.cha_name,
  detail: row.detail,
  currency: row.currency,
  price: Number(row.price),
  state: row.state === "refunding" ? "working" : row.state === "failed" ? "refunded" : row.state,
  reason: row.reason,
  usedAt: row.created_at.toISOString(),
})

const shownStates = `('working', 'done', 'refunding', 'refunded', 'checking')`

/** A use about to be asked of the game. */
export interface NewUse {
  readonly userNum: number
  readonly service: CharacterServiceKind
  readonly chaNum: number | null
  readonly chaName: string | null
  readonly target: UseTarget
  readonly detail: string
  readonly currency: ServiceCurrency
  readonly cents: number
}

/** When a service may next be used on a character (chaNum null: on the account). */
export interface CooldownEnd {
  readonly service: CharacterServiceKind
  readonly chaNum: number | null
  readonly endsAt: number
}

/**
 * The portal's record of each character service used (docs/character-services.md): written with the
 * use's game link intent, moved along by its steps, and read for cooldowns, the player's page and
 * the staff console's player record.
 */
export class ServiceUses extends Context.Service<
  ServiceUses,
  {
    /** Writes a use as `working`; meant for the transaction that writes its intent. */
    readonly start: (use: NewUse) => Effect.Effect<UseRow>
    readonly byId: (id: string) => Effect.Effect<Option.Option<UseRow>>
    readonly setState: (id: string, state: UseState, reason?: string) => Effect.Effect<void>
    /** The cooldowns still running for the account's characters and the account, by the offers' hours. */
    readonly cooldowns: (
      userNum: number,
      offers: ReadonlyArray<ServiceOffer>,
      /** A use not to count: the one being written, whose own cooldown has not started. */
      excluding?: string,
    ) => Effect.Effect<ReadonlyArray<CooldownEnd>>
    readonly recent: (userNum: number, limit: number) => Effect.Effect<ReadonlyArray<ServiceUse>>
    /** The newest few and how many there are in all, for the staff console's player record. */
    readonly newestOf: (
      userNum: number,
      limit: number,
    ) => Effect.Effect<{ readonly count: number; readonly newest: ReadonlyArray<ServiceUse> }>
  }
>()("gatehouse/server/ServiceUses") {
  static readonly layer = Layer.effect(
    ServiceUses,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const inserted = SqlSchema.findOne({
        Request: Schema.Struct({ use: Schema.Any, at: Schema.Date }),
        Result: UseRow,
        execute: ({ use, at }: { use: NewUse; at: Date }) => sql`
          INSERT INTO character_service_uses (id, user_num, service, cha_num, cha_name, target, detail, currency,
                                              price, state, created_at)
          VALUES (gen_random_uuid(), ${use.userNum}, ${use.service}, ${use.chaNum}, ${use.chaName},
                  ${JSON.stringify(use.target)}::jsonb, ${use.detail}, ${use.currency}, ${numericOf(use.cents)},
                  'working', ${at})
          RETURNING ${sql.literal(useColumns)}`,
      })
      const start = (use: NewUse) =>
        Effect.flatMap(Clock.currentTimeMillis, (millis) => inserted({ use, at: new Date(millis) })).pipe(
          Effect.orDie,
        )

      const found = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: UseRow,
        execute: (id) => sql`SELECT ${sql.literal(useColumns)} FROM character_service_uses WHERE id = ${id}`,
      })
      const byId = (id: string) => Effect.orDie(found(id))

      const setState = (id: string, state: UseState, reason?: string) =>
        Effect.flatMap(Clock.currentTimeMillis, (millis) => {
          const finished = state === "working" || state === "refunding" ? null : new Date(millis)
          return sql`UPDATE character_service_uses SET state = ${state}, reason = COALESCE(${reason ?? null}, reason),
            finished_at = ${finished} WHERE id = ${id}`
        }).pipe(Effect.asVoid, Effect.orDie)

      const CooldownRow = Schema.Struct({
        service: Schema.Literals(characterServiceKinds),
        cha_num: Schema.NullOr(Schema.Int),
        last: Schema.Date,
      })
      const cooldowns = (userNum: number, offers: ReadonlyArray<ServiceOffer>, excluding?: string) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          // A use the game is still working on counts as used: a second one must wait for it too.
          const rows = yield* decodeRows(
            CooldownRow,
            sql`SELECT service, cha_num, max(created_at) AS last FROM character_service_uses
              WHERE user_num = ${userNum} AND state IN ('working', 'done', 'checking')
                AND id <> ${excluding ?? "00000000-0000-0000-0000-000000000000"}
              GROUP BY service, cha_num`,
          ).pipe(Effect.orDie)
          return rows.flatMap((row): ReadonlyArray<CooldownEnd> => {
            const hours = offers.find((offer) => offer.service === row.service)?.cooldownHours ?? 0
            const endsAt = row.last.getTime() + hours * 3_600_000
            return endsAt > now ? [{ service: row.service, chaNum: row.cha_num, endsAt }] : []
          })
        })

      const recentRows = SqlSchema.findAll({
        Request: Schema.Struct({ userNum: Schema.Int, limit: Schema.Int }),
        Result: UseRow,
        execute: ({ userNum, limit }) => sql`SELECT ${sql.literal(useColumns)} FROM character_service_uses
          WHERE user_num = ${userNum} AND state IN ${sql.literal(shownStates)}
          ORDER BY created_at DESC, id LIMIT ${limit}`,
      })
      const recent = (userNum: number, limit: number) =>
        Effect.map(Effect.orDie(recentRows({ userNum, limit })), (rows) => rows.map(listed))

      const Count = Schema.Struct({ count: Schema.NumberFromString })
      const newestOf = (userNum: number, limit: number) =>
        Effect.all({
          count: decodeRows(
            Count,
            sql`SELECT count(*)::text AS count FROM character_service_uses
              WHERE user_num = ${userNum} AND state IN ${sql.literal(shownStates)}`,
          ).pipe(
            Effect.orDie,
            Effect.map((rows) => rows[0]?.count ?? 0),
          ),
          newest: recent(userNum, limit),
        })

      return ServiceUses.of({ start, byId, setState, cooldowns, recent, newestOf })
    }),
  )
}
