import { rankingTabs, schools } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { GameSystem } from "./GameSystem.tsx"
import { gameSystemTexts as texts } from "./gameSystemTexts.ts"

const meta = {
  title: "Screens/Game System",
  component: GameSystem,
} satisfies Meta<typeof GameSystem>

export default meta
type Story = StoryObj<typeof meta>

/** Every section a new player needs, each linking to the page where they meet it. */
export const Default: Story = {
  name: "Every section with its links",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible()
    for (const title of [
      texts.schoolsTitle,
      texts.classesTitle,
      texts.statsTitle,
      texts.rankingsTitle,
      texts.clubsTitle,
      texts.currencyTitle,
    ])
      await expect(canvas.getByRole("region", { name: title })).toBeVisible()
    for (const school of schools) await expect(canvas.getByRole("img", { name: school.name })).toBeVisible()
    await expect(canvas.getByRole("img", { name: texts.schoolWarArt })).toBeVisible()

    const stats = canvas.getByRole("table", { name: texts.statsTable })
    for (const stat of ["Pow", "Dex", "Int"])
      await expect(within(stats).getByRole("rowheader", { name: stat })).toBeVisible()
    const tabs = canvas.getByRole("table", { name: texts.rankingsTable })
    for (const tab of rankingTabs)
      await expect(within(tabs).getByRole("rowheader", { name: tab.label })).toBeVisible()
    const currencies = canvas.getByRole("table", { name: texts.currencyTable })
    await expect(within(currencies).getByRole("rowheader", { name: "R-Coin" })).toBeVisible()

    const links: ReadonlyArray<readonly [string, string]> = [
      [texts.classesLink, "/characters"],
      [texts.serverInfoLink, "/serverinfo"],
      [texts.rankingsLink, "/rankings"],
      [texts.clubsLink, "/"],
      [texts.itemShopLink, "/itemshop"],
      [texts.topUpLink, "/topup"],
    ]
    for (const [name, href] of links)
      await expect(canvas.getByRole("link", { name })).toHaveAttribute("href", href)
  },
}
