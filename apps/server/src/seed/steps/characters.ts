import { currentGameMonth } from "@gatehouse/domain"
import { Clock, Effect } from "effect"
import { type CharacterOwner, demoCharacters, maxHoursSinceLevelUp } from "../characters.ts"
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

/**
 * Characters only for accounts this run created, so a real account never gains demo characters.
 * Every last level-up falls inside the running ranking season (squeezed towards now when the season
 * is young), so the demo's boards are full on any day of the month.
 */
export const seedCharacters = Effect.fn("DemoSeed.characters")(function* (
  clock: SeedClock,
  accounts: SeededAccounts,
) {
  const season = yield* currentGameMonth
  const hoursIntoSeason = ((yield* Clock.currentTimeMillis) - season.start.getTime()) / 3_600_000
  const squeeze = Math.min(1, hoursIntoSeason / (maxHoursSinceLevelUp + 1))
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
            cha_level_up_date: clock.hoursAgo(character.hoursSinceLevelUp * squeeze),
            cha_deleted: character.deleted,
          },
        ]
  })
  yield* insertNew("characters", rows)
})
