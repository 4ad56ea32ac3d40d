import { characterServiceMessages, characterStats } from "@gatehouse/domain"
import type { Locator, Page, TestInfo } from "@playwright/test"
import { expect, logInOnLoginPage, newPlayer, registerThroughApi, useOwnAddress } from "./accounts.ts"
import { test } from "./fixtures.ts"
import {
  type GameStats,
  gameBalance,
  gameStats,
  gameUserNum,
  logCharacterIn,
  placeCharacter,
  setGameBalance,
} from "./ranGame.ts"
import { offerService, ranUnavailable, ranURL, waitForRanInstance } from "./ranInstance.ts"

// Character services (docs/character-services.md) on the product started with the RAN game link,
// whose game databases are PostgreSQL laid out like the game's: the spec plays the game server
// beside it, giving the player characters and a balance, and logging a character in.
test.use({ baseURL: ranURL() })

test.beforeAll(async () => {
  // These journeys need the game's databases on PostgreSQL: without it they fail and say so, never skip.
  const unavailable = await ranUnavailable()
  if (unavailable !== undefined) throw new Error(`The RAN-linked journeys cannot run: ${unavailable}`)
  // The RAN-linked product starts beside the main one (playwright.config.ts); its first start may
  // still be seeding when the first journey comes.
  test.setTimeout(300_000)
  await waitForRanInstance(290_000)
})

/** Reset stats costs R-Coin, so a journey proves the charge in the game as well as the change. */
const price = 25
const startingBalance = 100

/** Spent stats (10 + 20 + 30 + 5 + 7 + 8 = 80) and 3 points still unspent: 83 after a reset. */
const spentStats: GameStats = {
  chapower: 10,
  chastrong: 20,
  chastrength: 30,
  chaspirit: 5,
  chadex: 7,
  chaintel: 8,
  chastremain: 3,
}
const spentOnPage = [10, 20, 30, 5, 7, 8]

/**
 * A player registered on the RAN-linked product (so the game's account exists too) with R-Coin in
 * the game, and the reset offered at its price.
 */
const linkedPlayer = async (page: Page, testInfo: TestInfo) => {
  const player = newPlayer(testInfo)
  await useOwnAddress(page)
  await offerService({ service: "resetStats", currency: "rcoin", price })
  await registerThroughApi(page.request, player)
  await setGameBalance(player.userId, startingBalance)
  return { player, userNum: await gameUserNum(player.userId) }
}

/** A character name no other journey uses: the game's names are unique across accounts. */
const characterName = (userId: string, kind: string) => `${kind}${userId.slice(2)}`.slice(0, 16)

/** A character's card on the page, by the character's name. */
const characterCard = (page: Page, name: string) => page.getByRole("region", { name })

/** The value beside a term: a stat on a card, a fact in the dialog, by its name as the page writes it. */
const termValue = (within: Locator, term: string) =>
  within.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]")

const useResetStats = (card: Locator, name: string) =>
  card.getByRole("button", { name: `Use Reset stats for ${name}` })

test("a player resets a character's stats, pays in R-Coin and sees the points to spend again", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const { player, userNum } = await linkedPlayer(page, testInfo)
  const name = characterName(player.userId, "Rs")
  const chaNum = await placeCharacter(userNum, { name, online: false, stats: spentStats })
  await logInOnLoginPage(page, player.userId, player.password)

  await page.goto("/characterservices")
  const card = characterCard(page, name)
  await expect(card).toBeVisible()
  for (const [index, stat] of characterStats.entries()) {
    await expect(termValue(card, stat.name)).toHaveText(String(spentOnPage[index]))
  }
  await expect(termValue(card, "Unspent points")).toHaveText("3")

  await useResetStats(card, name).click()
  const dialog = page.getByRole("dialog", { name: "Reset stats" })
  await expect(dialog).toBeVisible()
  await expect(termValue(dialog, "Character")).toHaveText(name)
  await expect(termValue(dialog, "Price")).toHaveText("25.00 R-Coin")
  await expect(termValue(dialog, "Your balance after")).toHaveText("75.00 R-Coin")
  await dialog.getByRole("button", { name: "Reset stats" }).click()
  await expect(dialog.getByRole("status")).toContainText(characterServiceMessages.done.resetStats)
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()

  // The page reads the character again from the game: every point back to spend.
  await expect(termValue(card, "Unspent points")).toHaveText("83")
  for (const stat of characterStats) await expect(termValue(card, stat.name)).toHaveText("0")
  const used = page
    .getByRole("region", { name: "Recent services" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Reset stats" }) })
    .filter({ hasText: name })
  await expect(used).toContainText("Done")

  // The game's own row, as the game server will load it at the character's next login; the price
  // came off the game's balance.
  expect(await gameStats(chaNum)).toEqual({
    chapower: 0,
    chastrong: 0,
    chastrength: 0,
    chaspirit: 0,
    chadex: 0,
    chaintel: 0,
    chastremain: 83,
  })
  expect(await gameBalance(player.userId)).toBe(startingBalance - price)
})

test("an online character's services cannot be used, and the server refuses one that logs in meanwhile", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const { player, userNum } = await linkedPlayer(page, testInfo)
  const playing = characterName(player.userId, "On")
  const resting = characterName(player.userId, "Of")
  await placeCharacter(userNum, { name: playing, online: true, stats: spentStats })
  const restingNum = await placeCharacter(userNum, { name: resting, online: false, stats: spentStats })
  await logInOnLoginPage(page, player.userId, player.password)

  await page.goto("/characterservices")
  const playingCard = characterCard(page, playing)
  await expect(playingCard.getByText("Online", { exact: true })).toBeVisible()
  await expect(playingCard.getByText(characterServiceMessages.online)).toBeVisible()
  await expect(playingCard.getByRole("button", { name: /^Use / })).toHaveCount(0)

  // The other character is offline as the page loads; the player logs it in to the game while
  // deciding, so only the server, checking the game's row at that moment, can refuse it.
  const restingCard = characterCard(page, resting)
  await useResetStats(restingCard, resting).click()
  const dialog = page.getByRole("dialog", { name: "Reset stats" })
  await expect(dialog).toBeVisible()
  await logCharacterIn(restingNum)
  await dialog.getByRole("button", { name: "Reset stats" }).click()
  await expect(dialog.getByText(characterServiceMessages.online)).toBeVisible()
  await expect(dialog.getByRole("status")).not.toContainText(characterServiceMessages.done.resetStats)

  // Nothing changed in the game, and nothing was charged.
  expect(await gameStats(restingNum)).toEqual(spentStats)
  expect(await gameBalance(player.userId)).toBe(startingBalance)
})
