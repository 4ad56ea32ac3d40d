import { type CharacterServiceKind, characterServiceMessages } from "@gatehouse/domain"
import { Effect, Schema } from "effect"
import type { UseRow } from "../../characterServices/ServiceUses.ts"
import type { GameUnavailable } from "../GameUnavailable.ts"
import { GameCount, GameNumber, GameText } from "../gameRows.ts"
import type { LinkedGame, LinkRow } from "./LinkedGame.ts"

/** A character as the services read it (`accountCharacters`): the fork's columns under their usual names. */
export const ServiceCharacterRow = Schema.Struct({
  chanum: GameNumber,
  chaname: GameText,
  chaclass: GameCount,
  chaschool: GameCount,
  chalevel: GameCount,
  chaonline: GameCount,
  gunum: GameCount,
  chapower: GameCount,
  chastrong: GameCount,
  chastrength: GameCount,
  chaspirit: GameCount,
  chadex: GameCount,
  chaintel: GameCount,
  chastremain: GameCount,
  chastartmap: GameCount,
  chastartgate: GameCount,
  chasavemap: GameCount,
  chareturnmap: GameCount,
})
export type ServiceCharacterRow = typeof ServiceCharacterRow.Type

const LoginRow = Schema.Struct({ userloginstate: GameCount })
const ChangedRow = Schema.Struct({ chanum: GameNumber })
const ChangedAccount = Schema.Struct({ usernum: GameNumber })

type Game = LinkedGame["Service"]

/** The stat points a character has spent, which a reset gives back. */
export const spentStats = (row: ServiceCharacterRow) =>
  row.chapower + row.chastrong + row.chastrength + row.chaspirit + row.chadex + row.chaintel

/** The account's characters as the game holds them now (not deleted), by ChaNum. */
export const accountCharacters = (game: Game, link: LinkRow) =>
  game.read(
    game.databases.game,
    game.statements.accountCharacters,
    { userNum: link.game_user_num },
    ServiceCharacterRow,
  )

/** Whether the game marks the account as logged in (UserLoginState 1). */
export const loginStuck = (game: Game, link: LinkRow) =>
  Effect.map(
    game.read(game.databases.user, game.statements.loginState, { userNum: link.game_user_num }, LoginRow),
    (rows) => rows[0]?.userloginstate === 1,
  )

/** Whether another character has the name, as the game compares names. */
export const nameTaken = (game: Game, name: string) =>
  Effect.map(
    game.read(game.databases.game, game.statements.characterNamed, { name }, ChangedRow),
    (rows) => rows.length > 0,
  )

/** What a change answered: applied, or refused with the player's reason. */
export type ChangeResult = { readonly applied: true } | { readonly applied: false; readonly reason: string }

const applied: ChangeResult = { applied: true }
const refused = (reason: string): ChangeResult => ({ applied: false, reason })

/** The change's statement and values for a character service. */
const characterChange = (game: Game, use: UseRow, link: LinkRow) => {
  const own = { chaNum: use.cha_num ?? 0, userNum: link.game_user_num }
  const { statements } = game
  const service = use.service as Exclude<CharacterServiceKind, "accountFix">
  switch (service) {
    case "resetStats":
      return { statement: statements.resetStats, values: own }
    case "changeSchool":
      return {
        statement: statements.changeSchool,
        values: {
          ...own,
          school: use.target.school ?? -1,
          map: use.target.map ?? 0,
          gate: use.target.gate ?? 0,
        },
      }
    case "unstuck":
      return {
        statement: statements.unstuck,
        values: { ...own, map: use.target.map ?? 0, gate: use.target.gate ?? 0 },
      }
    case "rename":
      return { statement: statements.rename, values: { ...own, name: use.target.name ?? "" } }
  }
}

/** Why the game took no change of a character: read back, in the player's words. */
const whyUnchanged = (game: Game, use: UseRow, link: LinkRow) =>
  Effect.map(accountCharacters(game, link), (rows): string => {
    const character = rows.find((row) => row.chanum === use.cha_num)
    if (character === undefined) return characterServiceMessages.noCharacter
    if (character.chaonline !== 0) return characterServiceMessages.online
    if (use.service === "changeSchool" && character.gunum !== 0) return characterServiceMessages.inClub
    if (use.service === "rename") return characterServiceMessages.nameTaken
    return characterServiceMessages.noCharacter
  })

/**
 * Makes the use's change in the game, in the one statement that also checks the character is
 * offline (for account fix: that none of the account's characters is online, then the login state).
 */
export const applyChange = (
  game: Game,
  use: UseRow,
  link: LinkRow,
): Effect.Effect<ChangeResult, GameUnavailable> =>
  Effect.gen(function* () {
    if (use.service === "accountFix") {
      const characters = yield* accountCharacters(game, link)
      if (characters.some((row) => row.chaonline !== 0))
        return refused(characterServiceMessages.accountOnline)
      const cleared = yield* game.read(
        game.databases.user,
        game.statements.clearLoginState,
        { userNum: link.game_user_num },
        ChangedAccount,
      )
      return cleared.length > 0 ? applied : refused(characterServiceMessages.notStuck)
    }
    const { statement, values } = characterChange(game, use, link)
    const changed = yield* game.read(game.databases.game, statement, values, ChangedRow)
    return changed.length > 0 ? applied : refused(yield* whyUnchanged(game, use, link))
  })

/**
 * Whether the game already shows the use's change: asked when a change may have been made before a
 * crash kept it from being recorded, so it is recorded as done rather than refunded.
 */
export const showsChange = (
  game: Game,
  use: UseRow,
  link: LinkRow,
): Effect.Effect<boolean, GameUnavailable> =>
  Effect.gen(function* () {
    if (use.service === "accountFix") return !(yield* loginStuck(game, link))
    const character = (yield* accountCharacters(game, link)).find((row) => row.chanum === use.cha_num)
    if (character === undefined) return false
    const atCampus =
      character.chastartmap === use.target.map &&
      character.chastartgate === use.target.gate &&
      character.chasavemap === -1 &&
      character.chareturnmap === -1
    switch (use.service) {
      case "resetStats":
        return spentStats(character) === 0
      case "changeSchool":
        return character.chaschool === use.target.school && atCampus
      case "unstuck":
        return atCampus
      case "rename":
        return character.chaname.toLowerCase() === (use.target.name ?? "").toLowerCase()
    }
  })
