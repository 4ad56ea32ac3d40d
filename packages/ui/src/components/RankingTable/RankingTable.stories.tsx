import { allRankings, rankingTabValues, rankRows } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { storyRankings } from "../../fixtures/rankings.ts"
import { RankingTable } from "./RankingTable.tsx"

const meta = {
  title: "Components/RankingTable",
  component: RankingTable,
  argTypes: {
    tab: { control: "inline-radio", options: rankingTabValues, table: oneOf(rankingTabValues) },
  },
  args: {
    rows: rankRows(storyRankings.toplevel.slice(0, 5), allRankings),
    tab: "level",
    label: "Level ranking",
  },
} satisfies Meta<typeof RankingTable>

export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("table", { name }))

/** Rank, name, class image, school emblem, level, and the level tab's Time Logged. */
export const LevelTopFive: Story = {
  name: "Level ranking, top 5",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const ranking = table(canvasElement, "Level ranking")
    await expect(ranking.getByRole("columnheader", { name: "Time Logged" })).toBeInTheDocument()
    await expect(ranking.getByRole("rowheader", { name: "Moonwarden" })).toBeInTheDocument()
  },
}

/** The killer tab shows kills and deaths instead. */
export const KillerTopFive: Story = {
  name: "Killer ranking, kills and deaths",
  args: {
    rows: rankRows(storyRankings.toppk.slice(0, 5), allRankings),
    tab: "killer",
    label: "Killer ranking",
  },
  play: async ({ canvasElement }) => {
    const ranking = table(canvasElement, "Killer ranking")
    await expect(ranking.getByRole("columnheader", { name: "Kills" })).toBeInTheDocument()
    await expect(ranking.getByRole("columnheader", { name: "Deaths" })).toBeInTheDocument()
  },
}

/** In narrow places (the home widget) only the fixed columns show. */
export const Compact: Story = {
  name: "Compact, without the tab's figures",
  args: { isCompact: true },
  play: async ({ canvasElement }) => {
    const ranking = table(canvasElement, "Level ranking")
    await expect(ranking.queryByRole("columnheader", { name: "Time Logged" })).not.toBeInTheDocument()
  },
}

/** No row passes the filters: a note in place of an empty table. */
export const NoRows: Story = {
  name: "No player matches the filters",
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No players match these filters yet.")).toBeVisible()
  },
}
