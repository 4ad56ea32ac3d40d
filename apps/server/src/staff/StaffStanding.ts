import type { StaffLevel } from "@gatehouse/api-client/console"
import { administratorUserType, staffRoleOf } from "@gatehouse/domain"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { AccountSettings } from "../accounts/AccountSettings.ts"
import { Outranked } from "../refusals.ts"
import { standingMessages } from "./standingMessages.ts"

/**
 * Where an account stands among staff (ADR 0016, "Staff standing"): players, content editors,
 * administrators, and above them the owner, the one account no other staff member can change.
 */
export type Standing = "player" | "editor" | "administrator" | "owner"

const rank: Readonly<Record<Standing, number>> = { player: 0, editor: 1, administrator: 2, owner: 3 }

/** An account as standing needs it: who, and at which user type. */
export interface StandingAccount {
  readonly UserNum: number
  readonly UserID: string
  readonly UserType: number
}

/** What the console shows an administrator about one account: may they act on it, and how. */
export interface StandingView {
  readonly isOwner: boolean
  /** Why the viewer may not act on the account; null when they may. */
  readonly refusal: string | null
  /** The staff levels the viewer may give it. */
  readonly levels: ReadonlyArray<StaffLevel>
}

const allLevels: ReadonlyArray<StaffLevel> = ["player", "editor", "administrator"]

/**
 * The rules: a staff member acts only on accounts that stand below them, and gives only levels
 * below their own standing. So an administrator changes players and content editors; only the
 * owner changes administrators or makes new ones; nobody but the owner changes the owner, and the
 * owner never changes their own level or block (PlayerAdmin refuses anyone's own). The owner is
 * OWNER_USER_ID when set, else the first administrator (the lowest account number at user type 20
 * or above), read at each action, so no restart is needed when it changes.
 */
export class StaffStanding extends Context.Service<
  StaffStanding,
  {
    /** Fails with Outranked (403) when `actor` may not act on `target`. */
    readonly mayActOn: (actor: StandingAccount, target: StandingAccount) => Effect.Effect<void, Outranked>
    /** Fails with Outranked when `actor` may not give `level` (a level at or above their own standing). */
    readonly mayGive: (actor: StandingAccount, level: StaffLevel) => Effect.Effect<void, Outranked>
    readonly viewOf: (actor: StandingAccount, target: StandingAccount) => Effect.Effect<StandingView>
  }
>()("gatehouse/server/StaffStanding") {
  static readonly layer = Layer.effect(
    StaffStanding,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { ownerUserId } = yield* AccountSettings

      const findOwner = SqlSchema.findOneOption({
        Request: Schema.Void,
        // `min` over no administrator at all is a row of NULL.
        Result: Schema.Struct({ user_num: Schema.NullOr(Schema.Int) }),
        execute: () =>
          ownerUserId === undefined
            ? sql`SELECT min(user_num) AS user_num FROM users WHERE user_type >= ${administratorUserType}`
            : sql`SELECT user_num FROM users WHERE lower(user_id) = lower(${ownerUserId})`,
      })
      const ownerUserNum = findOwner(undefined).pipe(
        Effect.map((row) => Option.getOrUndefined(row)?.user_num ?? undefined),
        Effect.orDie,
      )

      const standingOf = (account: StandingAccount, owner: number | undefined): Standing =>
        account.UserNum === owner ? "owner" : (staffRoleOf(account.UserType) ?? "player")

      const refusalOf = (actor: StandingAccount, target: StandingAccount, owner: number | undefined) => {
        if (actor.UserNum === target.UserNum) return undefined
        const actorStanding = standingOf(actor, owner)
        const targetStanding = standingOf(target, owner)
        if (rank[targetStanding] < rank[actorStanding]) return undefined
        return targetStanding === "owner"
          ? standingMessages.ownerProtected(target.UserID)
          : standingMessages.equalStanding(target.UserID)
      }

      const levelsFor = (actor: StandingAccount, owner: number | undefined) =>
        allLevels.filter((level) => rank[level] < rank[standingOf(actor, owner)])

      const mayActOn = (actor: StandingAccount, target: StandingAccount) =>
        Effect.flatMap(ownerUserNum, (owner) => {
          const refusal = refusalOf(actor, target, owner)
          return refusal === undefined ? Effect.void : Effect.fail(new Outranked({ message: refusal }))
        })

      const mayGive = (actor: StandingAccount, level: StaffLevel) =>
        Effect.flatMap(ownerUserNum, (owner) =>
          levelsFor(actor, owner).includes(level)
            ? Effect.void
            : Effect.fail(new Outranked({ message: standingMessages.levelAboveStanding })),
        )

      const viewOf = (actor: StandingAccount, target: StandingAccount) =>
        Effect.map(ownerUserNum, (owner) => ({
          isOwner: target.UserNum === owner,
          refusal: refusalOf(actor, target, owner) ?? null,
          levels: levelsFor(actor, owner),
        }))

      return StaffStanding.of({ mayActOn, mayGive, viewOf })
    }),
  )
}
