import { Effect } from "effect"
import { type CharacterOwner, demoCharacters } from "../characters.ts"
import { insertNew, type SeedClock } from "../context.ts"
import type { SeededAccounts } from "./accounts.ts"

const ownerNumber = (owner: CharacterOwner, accounts: SeededAccounts) => {
  switch (owner.kind) {
    case "player":
      return accounts.player
    case "staff":
      return accounts.staff
    case "background":
      return accounts.background[owner.index]
  }
}

/** Characters only for accounts this run created, so a real account never gains demo characters. */
export const seedCharacters = Effect.fn("DemoSeed.characters")(function* (
  clock: SeedClock,
  accounts: SeededAccounts,
) {
  const rows = demoCharacters().flatMap((character) => {
    const userNum = ownerNumber(character.owner, accounts)
    return userNum === undefined
      ? []
      : [
          {
            user_num: userNum,
            cha_name: character.name,
            cha_school: character.school,
            cha_class: character.classCode,
            cha_level: character.level,
            cha_mmr: character.mmr,
            cha_pk_score: character.pkScore,
            cha_pk_death: character.pkDeath,
            cha_money: character.money,
            cha_level_up_date: clock.hoursAgo(character.hoursSinceLevelUp),
            cha_deleted: character.deleted,
          },
        ]
  })
  yield* insertNew("characters", rows)
})
