import type { StaffToplist, ToplistPayload } from "@gatehouse/api-client/console"
import {
  plainAddress,
  type ToplistKind,
  toCents,
  toplistKinds,
  toplistProtocols,
  votePlaceholder,
  votePlaceholderMissing,
} from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { centsOf, numericOf } from "../ledger/amounts.ts"
import { InputRefused, NotAvailable } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"

export const toplistAnswers = {
  created: (name: string) => `Toplist "${name}" added.`,
  saved: (name: string) => `Toplist "${name}" saved.`,
  noToplist: "There is no such toplist.",
  refused: "The toplist was not saved: check the fields marked.",
  placeholder: votePlaceholderMissing,
  address: "The vote address must start with https:// or http://.",
  noSecret: "This site's postbacks carry a secret: give the one set on the site.",
  noAddresses: "This site's postbacks are known by the address they come from: give at least one.",
  badAddress: (address: string) => `"${address}" is not an IP address.`,
  cents: "A reward has at most two decimals.",
} as const

/** Where a toplist's postbacks come to, under the portal's public address. */
export const postbackPath = (id: number) => `/api/votes/postback/${id}`

/** A toplist's row; the secret is read only to check postbacks, never answered. */
export const ToplistRow = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  kind: Schema.Literals(toplistKinds),
  vote_address: Schema.String,
  secret: Schema.String,
  addresses: Schema.String,
  cooldown_hours: Schema.Int,
  reward: Schema.String,
  rewards_on: Schema.Boolean,
  enabled: Schema.Boolean,
  sort_order: Schema.Int,
})
export type ToplistRow = typeof ToplistRow.Type

export const toplistColumns = `id, name, kind, vote_address, secret, addresses, cooldown_hours, reward::text AS reward,
  rewards_on, enabled, sort_order`

/** The addresses a site's postbacks may come from, one a line (or comma separated). */
export const addressesOf = (row: { readonly addresses: string }) =>
  row.addresses
    .split(/[\s,]+/)
    .map((address) => address.trim())
    .filter((address) => address !== "")

const staffToplistOf =
  (origin: string) =>
  (row: ToplistRow): StaffToplist => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    voteAddress: row.vote_address,
    hasSecret: row.secret !== "",
    addresses: addressesOf(row),
    cooldownHours: row.cooldown_hours,
    reward: Number(row.reward),
    rewardsOn: row.rewards_on,
    enabled: row.enabled,
    sortOrder: row.sort_order,
    postbackUrl: `${origin}${postbackPath(row.id)}`,
  })

/** What the audit log keeps of a toplist: never its secret, only whether it has one. */
const audited = (row: ToplistRow) => {
  const { secret, ...kept } = row
  return { ...kept, hasSecret: secret !== "" }
}

const ipPattern = /^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-f:]+$/i

/** The row to store, once its rules hold; a 422 naming each bad field otherwise. */
const checked = (input: ToplistPayload, kept: { readonly secret: string } | undefined) => {
  const errors: Record<string, Array<string>> = {}
  const problem = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message]
  }
  const voteAddress = input.voteAddress.trim()
  if (!voteAddress.includes(votePlaceholder)) problem("voteAddress", toplistAnswers.placeholder)
  if (!/^https?:\/\//i.test(voteAddress)) problem("voteAddress", toplistAnswers.address)
  const secret = input.secret.trim() === "" ? (kept?.secret ?? "") : input.secret.trim()
  const addresses = input.addresses
    .map((address) => plainAddress(address.trim()))
    .filter((address) => address !== "")
  const check = toplistProtocols[input.kind as ToplistKind].check
  if (check === "secret" && secret === "") problem("secret", toplistAnswers.noSecret)
  if (check === "address" && addresses.length === 0) problem("addresses", toplistAnswers.noAddresses)
  for (const address of addresses.filter((each) => !ipPattern.test(each)))
    problem("addresses", toplistAnswers.badAddress(address))
  const rewardCents = toCents(input.reward)
  if (Math.abs(rewardCents - input.reward * 100) > 1e-6) problem("reward", toplistAnswers.cents)
  return Object.keys(errors).length > 0
    ? Effect.fail(new InputRefused({ message: toplistAnswers.refused, errors }))
    : Effect.succeed({
        name: input.name.trim(),
        kind: input.kind,
        vote_address: voteAddress,
        secret,
        addresses: addresses.join("\n"),
        cooldown_hours: input.cooldownHours,
        reward: numericOf(rewardCents),
        rewards_on: input.rewardsOn,
        enabled: input.enabled,
        sort_order: input.sortOrder,
      })
}

/**
 * The toplists as administrators keep them (docs/votes.md): a change and its audit row are one
 * transaction; a secret is written, never read back.
 */
export class Toplists extends Context.Service<
  Toplists,
  {
    readonly rows: Effect.Effect<ReadonlyArray<ToplistRow>>
    readonly byId: (id: number) => Effect.Effect<ToplistRow | undefined>
    readonly list: (origin: string) => Effect.Effect<ReadonlyArray<StaffToplist>>
    readonly create: (
      actor: Actor,
      origin: string,
      input: ToplistPayload,
    ) => Effect.Effect<StaffToplist, InputRefused>
    readonly update: (
      actor: Actor,
      origin: string,
      id: number,
      input: ToplistPayload,
    ) => Effect.Effect<StaffToplist, InputRefused | NotAvailable>
  }
>()("gatehouse/server/Toplists") {
  static readonly layer = Layer.effect(
    Toplists,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog

      const rows = decodeRows(
        ToplistRow,
        sql`SELECT ${sql.literal(toplistColumns)} FROM toplists ORDER BY sort_order, id`,
      ).pipe(Effect.orDie)

      const byId = (id: number) =>
        decodeRows(
          ToplistRow,
          sql`SELECT ${sql.literal(toplistColumns)} FROM toplists WHERE id = ${id}`,
        ).pipe(
          Effect.map((found) => found[0]),
          Effect.orDie,
        )

      const list = (origin: string) => Effect.map(rows, (found) => found.map(staffToplistOf(origin)))

      const create = Effect.fn("Toplists.create")(function* (
        actor: Actor,
        origin: string,
        input: ToplistPayload,
      ) {
        const values = yield* checked(input, undefined)
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const [row] = yield* decodeRows(
                ToplistRow,
                sql`INSERT INTO toplists ${sql.insert(values)} RETURNING ${sql.literal(toplistColumns)}`,
              )
              if (row === undefined) return yield* Effect.die(new Error("the toplist was not stored"))
              yield* audit.record({ actor, action: "toplist.create", target: row.name, after: audited(row) })
              return staffToplistOf(origin)(row)
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      const update = Effect.fn("Toplists.update")(function* (
        actor: Actor,
        origin: string,
        id: number,
        input: ToplistPayload,
      ) {
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const [before] = yield* decodeRows(
                ToplistRow,
                sql`SELECT ${sql.literal(toplistColumns)} FROM toplists WHERE id = ${id} FOR UPDATE`,
              )
              if (before === undefined) return yield* new NotAvailable({ message: toplistAnswers.noToplist })
              const values = yield* checked(input, before)
              const [row] = yield* decodeRows(
                ToplistRow,
                sql`UPDATE toplists SET ${sql.update(values)}, updated_at = now()
                    WHERE id = ${id} RETURNING ${sql.literal(toplistColumns)}`,
              )
              if (row === undefined) return yield* Effect.die(new Error("the toplist was not updated"))
              yield* audit.record({
                actor,
                action: "toplist.update",
                target: row.name,
                before: audited(before),
                after: audited(row),
              })
              return staffToplistOf(origin)(row)
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      return Toplists.of({ rows, byId, list, create, update })
    }),
  )
}

/** The reward of a counted vote on this site, in cents of Milleage (0 with rewards off). */
export const rewardCentsOf = (row: ToplistRow) => (row.rewards_on ? centsOf(row.reward) : 0)
