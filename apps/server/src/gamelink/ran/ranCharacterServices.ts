import { randomUUID } from "node:crypto"
import type { ServiceCharacter, ServiceOffer, UseServicePayload } from "@gatehouse/api-client"
import {
  type CharacterServiceKind,
  characterNameProblem,
  characterServiceMessages,
  formatDateTime,
  GameTimeZone,
  schoolOfId,
} from "@gatehouse/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { priceOf, ServiceOffers } from "../../characterServices/ServiceOffers.ts"
import { type CooldownEnd, type NewUse, ServiceUses } from "../../characterServices/ServiceUses.ts"
import { boundedKey, keyReusedMessage } from "../../ledger/Idempotency.ts"
import { InputRefused, NotAvailable, StateConflict } from "../../refusals.ts"
import { CharacterServices, recentUses } from "../CharacterServices.ts"
import type { GameUnavailable } from "../GameUnavailable.ts"
import { gameLinkMessages } from "../messages.ts"
import { BalanceOperations, type Operation, type Outcome } from "./BalanceOperations.ts"
import { LinkedGame, type LinkRow } from "./LinkedGame.ts"
import {
  accountCharacters,
  loginStuck,
  nameTaken,
  type ServiceCharacterRow,
  spentStats,
} from "./serviceChanges.ts"

/** The game not answering is, to the player, a conflict to retry: nothing was half done. */
const gameDown = <A, E, R>(effect: Effect.Effect<A, E | GameUnavailable, R>) =>
  Effect.catchTag(
    effect as Effect.Effect<A, GameUnavailable, R>,
    "GameUnavailable",
    (error) => new StateConflict({ message: error.message }),
  ) as Effect.Effect<A, Exclude<E, GameUnavailable> | StateConflict, R>

const refuse = (message: string) => Effect.fail(new StateConflict({ message }))
const refuseField = (field: string, message: string) =>
  Effect.fail(new InputRefused({ message, errors: { [field]: [message] } }))

const schoolName = (school: number) => schoolOfId(school)?.name ?? `School ${school}`

/** A character in the page's words, with the cooldowns running on it. */
const characterOf = (row: ServiceCharacterRow, cooldowns: ReadonlyArray<CooldownEnd>): ServiceCharacter => ({
  chaNum: row.chanum,
  name: row.chaname,
  classCode: row.chaclass,
  school: row.chaschool,
  level: row.chalevel,
  online: row.chaonline !== 0,
  inClub: row.gunum !== 0,
  stats: {
    power: row.chapower,
    vitality: row.chastrong,
    stamina: row.chastrength,
    spirit: row.chaspirit,
    dexterity: row.chadex,
    intelligence: row.chaintel,
    unspent: row.chastremain,
  },
  cooldownUntil: Object.fromEntries(
    cooldowns
      .filter((cooldown) => cooldown.chaNum === row.chanum)
      .map((cooldown) => [cooldown.service, new Date(cooldown.endsAt).toISOString()]),
  ),
})

/**
 * Character services on the game's own rows (docs/character-services.md). What the player asks for
 * is checked against the game first, so an online character or a taken name is refused with
 * nothing charged; then the use and its intent are written together, the price is charged and the
 * change made by the game link's steps (BalanceOperations), which refund exactly once when the game
 * refuses the change after all.
 */
export const ranCharacterServices = Layer.effect(
  CharacterServices,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const game = yield* LinkedGame
    const operations = yield* BalanceOperations
    const offers = yield* ServiceOffers
    const uses = yield* ServiceUses
    const { schoolStarts, milleageColumn } = game.settings

    const view = (userNum: number) =>
      Effect.gen(function* () {
        const services = yield* offers.list
        const recent = yield* uses.recent(userNum, recentUses)
        const link = yield* game.linkOf(userNum)
        if (Option.isNone(link)) {
          return {
            gameLinked: true,
            services,
            characters: [],
            loginStuck: false,
            accountFixUntil: null,
            recent,
          }
        }
        const rows = yield* accountCharacters(game, link.value)
        const stuck = yield* loginStuck(game, link.value)
        const cooldowns = yield* uses.cooldowns(userNum, services)
        const accountFix = cooldowns.find((cooldown) => cooldown.service === "accountFix")
        return {
          gameLinked: true,
          services,
          characters: rows.map((row) => characterOf(row, cooldowns)),
          loginStuck: stuck,
          accountFixUntil: accountFix === undefined ? null : new Date(accountFix.endsAt).toISOString(),
          recent,
        }
      }).pipe(gameDown)

    /** What the player asked for, checked against the game as it is now: the use to write, or why not. */
    const planned = (userNum: number, link: LinkRow, offer: ServiceOffer, request: UseServicePayload) =>
      Effect.gen(function* () {
        const price = priceOf(offer)
        const use = { userNum, service: request.service, currency: price.currency, cents: price.cents }
        const characters = yield* accountCharacters(game, link)
        if (request.service === "accountFix") {
          if (characters.some((row) => row.chaonline !== 0))
            return yield* refuse(characterServiceMessages.accountOnline)
          if (!(yield* loginStuck(game, link))) return yield* refuse(characterServiceMessages.notStuck)
          return { ...use, chaNum: null, chaName: null, target: {}, detail: "" } satisfies NewUse
        }
        if (request.chaNum === undefined) return yield* refuseField("chaNum", "Choose a character.")
        const character = characters.find((row) => row.chanum === request.chaNum)
        if (character === undefined)
          return yield* new NotAvailable({ message: characterServiceMessages.noCharacter })
        if (character.chaonline !== 0) return yield* refuse(characterServiceMessages.online)
        const on = { ...use, chaNum: character.chanum, chaName: character.chaname }
        switch (request.service) {
          case "resetStats": {
            const spent = spentStats(character)
            if (spent === 0) return yield* refuse(characterServiceMessages.nothingToReset)
            return { ...on, target: {}, detail: `${spent} stat points returned` } satisfies NewUse
          }
          case "changeSchool": {
            const school = request.school
            if (school === undefined) return yield* refuseField("school", "Choose the new school.")
            if (school === character.chaschool) return yield* refuse(characterServiceMessages.sameSchool)
            if (character.gunum !== 0) return yield* refuse(characterServiceMessages.inClub)
            const campus = schoolStarts?.[school as 0 | 1 | 2]
            if (campus === undefined) return yield* refuse(characterServiceMessages.notSetUp)
            return {
              ...on,
              target: { school, ...campus },
              detail: `${schoolName(character.chaschool)} → ${schoolName(school)}`,
            } satisfies NewUse
          }
          case "unstuck": {
            const campus = schoolStarts?.[character.chaschool as 0 | 1 | 2]
            if (campus === undefined) return yield* refuse(characterServiceMessages.notSetUp)
            return {
              ...on,
              target: campus,
              detail: `Back to ${schoolName(character.chaschool)}`,
            } satisfies NewUse
          }
          case "rename": {
            const name = request.name?.trim() ?? ""
            const problem = characterNameProblem(name)
            if (problem !== undefined) return yield* refuseField("name", problem)
            if (name.toLowerCase() === character.chaname.toLowerCase())
              return yield* refuse(characterServiceMessages.sameName)
            if (yield* nameTaken(game, name)) return yield* refuse(characterServiceMessages.nameTaken)
            return { ...on, target: { name }, detail: `${character.chaname} → ${name}` } satisfies NewUse
          }
        }
      })

    /** The answer to a use whose operation ended as `outcome`. */
    const answerOf = (
      userNum: number,
      link: LinkRow,
      service: CharacterServiceKind,
      chaNum: number | null,
      outcome: Outcome,
      useId: string,
    ) =>
      Effect.gen(function* () {
        if (outcome === "done") {
          const after =
            chaNum === null
              ? undefined
              : (yield* accountCharacters(game, link)).find((row) => row.chanum === chaNum)
          const cooldowns = yield* uses.cooldowns(userNum, yield* offers.list)
          return {
            message: characterServiceMessages.done[service],
            character: after === undefined ? null : characterOf(after, cooldowns),
            ...(yield* game.mirrorAnswer(userNum)),
          }
        }
        if (outcome === "refused") return yield* refuse(gameLinkMessages.insufficient)
        if (outcome === "undone") {
          const use = yield* uses.byId(useId)
          const reason = Option.match(use, { onNone: () => "", onSome: (row) => row.reason ?? "" })
          const charged = Option.match(use, { onNone: () => false, onSome: (row) => Number(row.price) > 0 })
          return yield* refuse(charged ? characterServiceMessages.refunded(reason) : reason)
        }
        return yield* refuse(characterServiceMessages.checking)
      })

    const use = Effect.fn("CharacterServices.use")(function* (input: {
      readonly userNum: number
      readonly key: string | undefined
      readonly request: UseServicePayload
    }) {
      const { userNum, request } = input
      const offer = yield* offers.offer(request.service)
      if (!offer.enabled) return yield* refuse(characterServiceMessages.off)
      if (!offer.setUp) return yield* refuse(characterServiceMessages.notSetUp)
      const price = priceOf(offer)
      if (price.currency === "milleage" && milleageColumn === undefined)
        return yield* new NotAvailable({ message: gameLinkMessages.noMilleage })
      if (price.cents % 100 !== 0) return yield* refuse(gameLinkMessages.wholeCoins)
      const coins = price.cents / 100
      const link = yield* game.linkedOrRefuse(userNum)
      const opKey = boundedKey(`service:${userNum}:${input.key ?? randomUUID()}`)

      return yield* game.withAccountLock(
        userNum,
        Effect.gen(function* () {
          yield* operations.recoverAccount(userNum, link)
          const earlier = yield* operations.byKey(opKey)
          if (Option.isSome(earlier)) return yield* replay(userNum, link, earlier.value, request)
          const wanted = yield* planned(userNum, link, offer, request)
          const amounts = {
            rcoin: price.currency === "rcoin" ? coins : 0,
            milleage: price.currency === "milleage" ? coins : 0,
          }
          const paid = coins > 0
          const before = paid ? yield* game.readBalance(link.game_user_num) : undefined
          if (
            paid &&
            (before === undefined || before.rcoin < amounts.rcoin || before.milleage < amounts.milleage)
          )
            return yield* refuse(gameLinkMessages.insufficient)
          const { op, useId } = yield* sql
            .withTransaction(
              Effect.gen(function* () {
                const written = yield* uses.start(wanted)
                // The account's one open operation is claimed first: a use finishing on another
                // instance is committed before the cooldown below is read, or this insert waits for it.
                const op = yield* operations.insert({
                  opKey,
                  userNum,
                  kind: "service",
                  ...amounts,
                  state: paid ? "charging" : "charged",
                  serviceUseId: written.id,
                  ...(before === undefined ? {} : { before }),
                })
                const running = (yield* uses.cooldowns(userNum, [offer], written.id)).find(
                  (cooldown) => cooldown.service === request.service && cooldown.chaNum === wanted.chaNum,
                )
                if (running !== undefined)
                  return yield* refuse(
                    characterServiceMessages.cooldown(
                      formatDateTime(new Date(running.endsAt).toISOString(), yield* GameTimeZone),
                    ),
                  )
                return { op, useId: written.id }
              }),
            )
            .pipe(Effect.catchTag("SqlError", Effect.die))
          const outcome = yield* operations.finish(op, link, true)
          return yield* answerOf(userNum, link, request.service, wanted.chaNum, outcome, useId)
        }),
      )
    }, gameDown)

    /** A request sent again with its key: the first one's answer, never a second use. */
    const replay = (userNum: number, link: LinkRow, op: Operation, request: UseServicePayload) =>
      Effect.gen(function* () {
        const use = yield* uses.byId(op.service_use_id ?? "")
        if (
          Option.isNone(use) ||
          use.value.service !== request.service ||
          (request.chaNum ?? null) !== use.value.cha_num
        )
          return yield* refuse(keyReusedMessage)
        return yield* answerOf(userNum, link, use.value.service, use.value.cha_num, op.state, use.value.id)
      })

    return CharacterServices.of({ view, use })
  }),
)
