import { randomUUID } from "node:crypto"
import type { VotePageView } from "@gatehouse/api-client"
import type { VoteReport } from "@gatehouse/api-client/console"
import {
  GameTimeZone,
  plainAddress,
  toplistProtocols,
  type VoteRefusal,
  voteAddressFor,
  voteRefusals,
} from "@gatehouse/domain"
import { Clock, Context, Data, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { gameDateSql, gameDayStart, lastGameDays } from "../gameDays.ts"
import { Wallet } from "../gamelink/Wallet.ts"
import { centsOf, numericOf } from "../ledger/amounts.ts"
import { NotAvailable, type StateConflict } from "../refusals.ts"
import { sameSecret } from "../security/sameSecret.ts"
import { type ArrivedPostback, readPostback } from "./postbacks.ts"
import { addressesOf, rewardCentsOf, type ToplistRow, Toplists } from "./Toplists.ts"

/** How many days the console's chart covers, and how many refused postbacks it lists. */
export const reportDays = 30
export const refusedShown = 50
/** How many of a player's votes the Vote page lists. */
export const recentVotes = 10

/** What a postback did: counted (rewarded, or recorded with rewards off) or refused, with why. */
export interface PostbackOutcome {
  readonly state: "counted" | "refused"
  readonly reason: VoteRefusal | undefined
}

/** A vote inside a cooldown: refused by the claim, so nothing it wrote stays. */
class Repeated extends Data.TaggedError("Repeated")<{ readonly reason: VoteRefusal }> {}

const hour = 3_600_000

/**
 * Vote rewards (docs/votes.md): each toplist's postback verified by its site's protocol, then
 * counted once per account and site per cooldown (and once per voter's address where the site sends
 * it) and rewarded in Milleage through the Wallet, so with the game link the reward is the link's
 * own intent. Every postback is kept, counted or refused with why, for staff.
 */
export class Votes extends Context.Service<
  Votes,
  {
    readonly receive: (
      toplistId: number,
      arrived: ArrivedPostback,
      sourceAddress: string,
    ) => Effect.Effect<PostbackOutcome, NotAvailable | StateConflict>
    readonly page: (userNum: number) => Effect.Effect<VotePageView>
    readonly report: Effect.Effect<VoteReport>
  }
>()("gatehouse/server/Votes") {
  static readonly layer = Layer.effect(
    Votes,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const timeZone = yield* GameTimeZone
      const toplists = yield* Toplists
      const wallet = yield* Wallet
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const keep = (vote: {
        readonly id: string
        readonly toplist: ToplistRow
        readonly userNum: number | null
        readonly player: string
        readonly voterAddress: string | undefined
        readonly source: string
        readonly state: "counted" | "refused"
        readonly rewardCents: number
        readonly reason: VoteRefusal | undefined
        readonly body: unknown
        readonly at: Date
      }) =>
        sql`INSERT INTO votes (id, toplist_id, user_num, player, voter_address, source_address, state, reward, reason,
                               body, received_at)
          VALUES (${vote.id}, ${vote.toplist.id}, ${vote.userNum}, ${vote.player.slice(0, 60)},
                  ${vote.voterAddress ?? null}, ${vote.source.slice(0, 45)}, ${vote.state},
                  ${numericOf(vote.rewardCents)}, ${vote.reason ?? null}, ${JSON.stringify(vote.body)}::jsonb,
                  ${vote.at})`.pipe(Effect.asVoid, Effect.orDie)

      const UserRow = Schema.Struct({ user_num: Schema.Int })
      const accountNamed = (player: string) =>
        decodeRows(UserRow, sql`SELECT user_num FROM users WHERE lower(user_id) = lower(${player})`).pipe(
          Effect.map((rows) => rows[0]?.user_num),
          Effect.orDie,
        )

      /** Whether the postback is the site's own: its secret, or the address it came from. */
      const verified = (
        toplist: ToplistRow,
        secret: string | undefined,
        source: string,
      ): VoteRefusal | undefined =>
        toplistProtocols[toplist.kind].check === "secret"
          ? toplist.secret !== "" && sameSecret(toplist.secret, secret)
            ? undefined
            : "wrongSecret"
          : addressesOf(toplist).includes(source)
            ? undefined
            : "wrongAddress"

      const CountRow = Schema.Struct({ found: Schema.Int })
      /**
       * Counts the vote, unless the account (or the voter's address) voted on the site within its
       * cooldown. The site's row is locked first, so postbacks of one site, on every instance,
       * count one at a time.
       */
      const claim = (vote: Parameters<typeof keep>[0], userNum: number) =>
        Effect.gen(function* () {
          const { toplist, at } = vote
          yield* sql`SELECT id FROM toplists WHERE id = ${toplist.id} FOR UPDATE`
          const since = new Date(at.getTime() - toplist.cooldown_hours * hour)
          const [byAccount] = yield* decodeRows(
            CountRow,
            sql`SELECT count(*)::int AS found FROM votes WHERE toplist_id = ${toplist.id} AND user_num = ${userNum}
              AND state = 'counted' AND received_at > ${since}`,
          )
          if ((byAccount?.found ?? 0) > 0) return yield* new Repeated({ reason: "cooldown" })
          if (vote.voterAddress !== undefined) {
            const [byAddress] = yield* decodeRows(
              CountRow,
              sql`SELECT count(*)::int AS found FROM votes WHERE toplist_id = ${toplist.id}
                AND voter_address = ${vote.voterAddress} AND state = 'counted' AND received_at > ${since}`,
            )
            if ((byAddress?.found ?? 0) > 0) return yield* new Repeated({ reason: "addressCooldown" })
          }
          yield* keep(vote)
        }).pipe(Effect.catchTag("SqlError", Effect.die))

      const receive = Effect.fn("Votes.receive")(function* (
        toplistId: number,
        arrived: ArrivedPostback,
        sourceAddress: string,
      ) {
        const toplist = yield* toplists.byId(toplistId)
        if (toplist === undefined) return yield* new NotAvailable({ message: "There is no such toplist." })
        const at = yield* now
        const source = plainAddress(sourceAddress)
        const postback = readPostback(toplist.kind, arrived)
        const body = { query: Object.fromEntries(arrived.query), body: arrived.body.slice(0, 4000) }
        const vote = {
          id: randomUUID(),
          toplist,
          userNum: null as number | null,
          player: postback?.player ?? arrived.query.toString().slice(0, 60),
          voterAddress: postback?.voterAddress,
          source,
          state: "refused" as "counted" | "refused",
          rewardCents: 0,
          reason: undefined as VoteRefusal | undefined,
          body,
          at,
        }
        const refuse = (reason: VoteRefusal) =>
          Effect.as(keep({ ...vote, reason }), { state: "refused", reason } satisfies PostbackOutcome)

        if (!toplist.enabled) return yield* refuse("siteOff")
        if (postback === undefined) return yield* refuse("malformed")
        const unverified = verified(toplist, postback.secret, source)
        if (unverified !== undefined) return yield* refuse(unverified)
        if (!postback.counted) return yield* refuse("notCounted")
        const userNum = yield* accountNamed(postback.player)
        if (userNum === undefined) return yield* refuse("unknownPlayer")

        const rewardCents = rewardCentsOf(toplist)
        const counted = {
          ...vote,
          userNum,
          state: "counted" as const,
          rewardCents,
          reason: toplist.rewards_on ? undefined : ("rewardsOff" as const),
        }
        const outcome: PostbackOutcome = { state: "counted", reason: counted.reason }
        const counting: Effect.Effect<void, Repeated | NotAvailable | StateConflict> =
          rewardCents > 0
            ? wallet.creditFor({
                userNum,
                cause: { vote: counted.id },
                rcoinCents: 0,
                milleageCents: rewardCents,
                claim: claim(counted, userNum),
              })
            : sql.withTransaction(claim(counted, userNum)).pipe(Effect.catchTag("SqlError", Effect.die))
        return yield* counting.pipe(
          Effect.as(outcome),
          Effect.catchTag("Repeated", (repeated) => refuse(repeated.reason)),
        )
      })

      const VoteRow = Schema.Struct({ toplist_id: Schema.Int, last: Schema.Date })
      const RecentRow = Schema.Struct({
        name: Schema.String,
        received_at: Schema.Date,
        reward: Schema.String,
      })
      const page = (userNum: number) =>
        Effect.gen(function* () {
          const millis = yield* Clock.currentTimeMillis
          const [account] = yield* decodeRows(
            Schema.Struct({ user_id: Schema.String, r_coin: Schema.String, milleage: Schema.String }),
            sql`SELECT user_id, r_coin::text AS r_coin, milleage::text AS milleage FROM users WHERE user_num = ${userNum}`,
          )
          const lastVotes = yield* decodeRows(
            VoteRow,
            sql`SELECT toplist_id, max(received_at) AS last FROM votes
              WHERE user_num = ${userNum} AND state = 'counted' GROUP BY toplist_id`,
          )
          const recent = yield* decodeRows(
            RecentRow,
            sql`SELECT t.name, v.received_at, v.reward::text AS reward FROM votes v JOIN toplists t ON t.id = v.toplist_id
              WHERE v.user_num = ${userNum} AND v.state = 'counted' ORDER BY v.received_at DESC LIMIT ${recentVotes}`,
          )
          const sites = (yield* toplists.rows)
            .filter((toplist) => toplist.enabled)
            .map((toplist) => {
              const last = lastVotes.find((row) => row.toplist_id === toplist.id)?.last.getTime()
              const next = last === undefined ? undefined : last + toplist.cooldown_hours * hour
              return {
                id: toplist.id,
                name: toplist.name,
                voteUrl: voteAddressFor(toplist.vote_address, account?.user_id ?? ""),
                reward: centsOf(toplist.reward) / 100,
                rewardsOn: toplist.rewards_on,
                cooldownHours: toplist.cooldown_hours,
                nextVoteAt: next !== undefined && next > millis ? new Date(next).toISOString() : null,
              }
            })
          return {
            sites,
            recent: recent.map((row) => ({
              siteName: row.name,
              votedAt: row.received_at.toISOString(),
              reward: Number(row.reward),
            })),
            userPoints: Number(account?.r_coin ?? 0),
            userPoints2: Number(account?.milleage ?? 0),
          }
        }).pipe(Effect.orDie, Effect.withSpan("Votes.page"))

      const DayRow = Schema.Struct({
        day: Schema.String,
        toplist_id: Schema.Int,
        counted: Schema.Int,
        refused: Schema.Int,
      })
      const RefusedRow = Schema.Struct({
        id: Schema.String,
        name: Schema.String,
        received_at: Schema.Date,
        source_address: Schema.String,
        player: Schema.String,
        reason: Schema.NullOr(Schema.String),
      })
      const report = Effect.gen(function* () {
        const days = lastGameDays(yield* Clock.currentTimeMillis, reportDays, timeZone)
        const since = gameDayStart(days[0] ?? "", timeZone) ?? new Date(0)
        const counts = yield* decodeRows(
          DayRow,
          sql`SELECT ${sql.literal(gameDateSql("received_at", timeZone))} AS day, toplist_id,
              (count(*) FILTER (WHERE state = 'counted'))::int AS counted,
              (count(*) FILTER (WHERE state = 'refused'))::int AS refused
            FROM votes WHERE received_at >= ${since} GROUP BY 1, 2`,
        )
        const refused = yield* decodeRows(
          RefusedRow,
          sql`SELECT v.id::text AS id, t.name, v.received_at, v.source_address, v.player, v.reason
            FROM votes v JOIN toplists t ON t.id = v.toplist_id
            WHERE v.state = 'refused' ORDER BY v.received_at DESC LIMIT ${refusedShown}`,
        )
        return {
          days: days.map((day) => ({
            day,
            sites: counts
              .filter((row) => row.day === day)
              .map((row) => ({ toplistId: row.toplist_id, counted: row.counted, refused: row.refused })),
          })),
          refused: refused.map((row) => ({
            id: row.id,
            toplistName: row.name,
            receivedAt: row.received_at.toISOString(),
            address: row.source_address,
            player: row.player,
            reason: row.reason === null ? "" : (voteRefusals[row.reason as VoteRefusal] ?? row.reason),
          })),
        }
      }).pipe(Effect.orDie, Effect.withSpan("Votes.report"))

      return Votes.of({ receive, page, report })
    }),
  )
}
