import { rankingTabValues, rankRows } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyFullRankings, storyMyPlaces, storyRankings } from "../../fixtures/rankings.ts"
import type { LoadState } from "../loadable.ts"
import { Rankings, type RankingsProps } from "./Rankings.tsx"
import { rankingTexts } from "./rankingTexts.ts"
import type { RankingSeasons } from "./SeasonPicker.tsx"

const meta = {
  title: "Screens/Rankings",
  component: Rankings,
  argTypes: { initialTab: { control: "inline-radio", options: rankingTabValues } },
  args: { rankings: { status: "loaded", value: storyRankings } },
} satisfies Meta<typeof Rankings>

export default meta
type Story = StoryObj<typeof meta>

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td")?.textContent)

/** The level tab is chosen first; every row of the list, ranked 1 to 16. */
export const LevelTabFirst: Story = {
  name: "Level tab, 16 ranked rows",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: rankingTexts.heading })).toBeVisible()
    await expect(canvas.getByText(rankingTexts.resetNote)).toBeVisible()
    await expect(canvas.getByRole("tab", { name: "Level" })).toHaveAttribute("aria-selected", "true")
    const table = canvas.getByRole("table", { name: "Level ranking" })
    await expect(firstColumn(table)).toEqual(storyRankings.toplevel.map((_, index) => String(index + 1)))
    await expect(within(table).getAllByRole("img", { name: "Sacred Gate" }).length).toBeGreaterThan(0)
  },
}

/**
 * A busy month's 100 rows come 20 to a page, each row one short line (rank, name, class and school
 * images, the tab's figure); Next and Previous move through them.
 */
export const CompactRowsInPages: Story = {
  name: "Compact rows, 20 to a page",
  tags: ["visual"],
  args: { rankings: { status: "loaded", value: storyFullRankings } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole("table", { name: "Level ranking" })
    await expect(firstColumn(table)).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)))
    for (const row of within(table).getAllByRole("row").slice(1))
      await expect(row.getBoundingClientRect().height).toBeLessThan(64)
    const pages = canvas.getByRole("navigation", { name: rankingTexts.pagesLabel })
    await expect(within(pages).getByText(rankingTexts.shownRows(1, 20, 100))).toBeVisible()
    await expect(within(pages).getByRole("button", { name: rankingTexts.previousPage })).toBeDisabled()
    await userEvent.click(within(pages).getByRole("button", { name: rankingTexts.nextPage }))
    await expect(firstColumn(canvas.getByRole("table", { name: "Level ranking" }))).toEqual(
      Array.from({ length: 20 }, (_, index) => String(index + 21)),
    )
    await expect(within(pages).getByText(rankingTexts.shownRows(21, 40, 100))).toBeVisible()
    await userEvent.click(within(pages).getByRole("button", { name: rankingTexts.previousPage }))
    await expect(within(pages).getByText(rankingTexts.shownRows(1, 20, 100))).toBeVisible()
  },
}

/** A search by name keeps the rows whose name holds it, each at its own place in the list. */
export const SearchWithMatches: Story = {
  name: "Search by name, with matches",
  tags: ["visual"],
  args: { rankings: { status: "loaded", value: storyFullRankings } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(rankingTexts.searchLabel), "kestrel")
    const table = canvas.getByRole("table", { name: "Level ranking" })
    const names = within(table)
      .getAllByRole("rowheader")
      .map((name) => name.textContent)
    await expect(names.length).toBeGreaterThan(1)
    await expect(names.every((name) => name?.startsWith("Kestrel"))).toBe(true)
    const places = storyFullRankings.toplevel.flatMap((row, index) =>
      row.ChaName.startsWith("Kestrel") ? [String(index + 1)] : [],
    )
    await expect(firstColumn(table)).toEqual(places)
    await expect(canvas.queryByRole("navigation", { name: rankingTexts.pagesLabel })).toBeNull()
  },
}

/** A search nobody matches says so, and keeps the tabs and the field as they were. */
export const SearchWithoutMatches: Story = {
  name: "Search by name, no match",
  tags: ["visual"],
  args: { rankings: { status: "loaded", value: storyFullRankings } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(rankingTexts.searchLabel), "Zephyrine")
    await expect(canvas.getByText(rankingTexts.noMatch("Zephyrine"))).toBeVisible()
    await expect(canvas.queryByRole("table")).toBeNull()
    await userEvent.click(canvas.getByRole("tab", { name: "Killer" }))
    await expect(canvas.getByText(rankingTexts.noMatch("Zephyrine"))).toBeVisible()
    await userEvent.clear(canvas.getByLabelText(rankingTexts.searchLabel))
    await expect(canvas.getByRole("table", { name: "Killer ranking" })).toBeVisible()
  },
}

/** "Find my character" asks the page's container (which sends a guest to log in first). */
export const FindMyCharacterAsks: Story = {
  args: { rankings: { status: "loaded", value: storyFullRankings }, onFindMine: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: rankingTexts.findMine }))
    await expect(args.onFindMine).toHaveBeenCalledOnce()
  },
}

export const FindMyCharacterLoading: Story = {
  args: { rankings: { status: "loaded", value: storyFullRankings }, mine: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const mine = canvas.getByRole("region", { name: rankingTexts.mineHeading })
    await expect(within(mine).getByRole("status")).toHaveTextContent(rankingTexts.mineLoading)
    await expect(canvas.queryByRole("button", { name: rankingTexts.findMine })).toBeNull()
  },
}

/**
 * The player's characters with their places on the open tab: one in the list (its row shown on its
 * page and marked), one past the top 100, one not ranked this month.
 */
export const FindMyCharacterResults: Story = {
  name: "Find my character, results",
  tags: ["visual"],
  args: {
    rankings: { status: "loaded", value: storyFullRankings },
    mine: { status: "loaded", value: storyMyPlaces },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const mine = canvas.getByRole("region", { name: rankingTexts.mineHeading })
    const [listed, far, away] = storyMyPlaces
    await expect(within(mine).getByText(rankingTexts.place(27, "Level"))).toBeVisible()
    await expect(
      within(mine).getByText(`${rankingTexts.place(134, "Level")}, ${rankingTexts.outsideTop}`),
    ).toBeVisible()
    await expect(within(mine).getByText(rankingTexts.notRanked)).toBeVisible()
    await expect(
      within(mine).queryByRole("button", { name: rankingTexts.showInListFor(far?.ChaName ?? "") }),
    ).toBeNull()
    await expect(
      within(mine).queryByRole("button", { name: rankingTexts.showInListFor(away?.ChaName ?? "") }),
    ).toBeNull()

    await userEvent.click(
      within(mine).getByRole("button", { name: rankingTexts.showInListFor(listed?.ChaName ?? "") }),
    )
    const table = canvas.getByRole("table", { name: "Level ranking" })
    const marked = table.querySelector('tr[aria-current="true"]')
    await expect(marked).not.toBeNull()
    await expect(within(marked as HTMLElement).getByRole("rowheader")).toHaveTextContent(
      listed?.ChaName ?? "",
    )
    await expect(within(marked as HTMLElement).getByRole("rowheader")).toHaveFocus()
    await expect(canvas.getByText(rankingTexts.shownRows(21, 40, 100))).toBeVisible()

    await userEvent.click(canvas.getByRole("tab", { name: "Killer" }))
    await expect(within(mine).getAllByText(`${rankingTexts.notRanked}`)).toHaveLength(2)
  },
}

/** Switching tabs by mouse and by keyboard shows each tab's own list and figures. */
export const SwitchingTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("tab", { name: "Killer" }))
    const killers = canvas.getByRole("table", { name: "Killer ranking" })
    await expect(within(killers).getByRole("columnheader", { name: "Kills" })).toBeVisible()
    await expect(within(killers).getByText(storyRankings.toppk[0]?.ChaName ?? "")).toBeVisible()
    await userEvent.keyboard("{ArrowLeft}")
    await expect(canvas.getByRole("tab", { name: "Richest" })).toHaveAttribute("aria-selected", "true")
    await expect(canvas.getByRole("table", { name: "Richest ranking" })).toBeVisible()
    await userEvent.click(canvas.getByRole("tab", { name: "Contibution" }))
    await expect(canvas.getByRole("columnheader", { name: "Contribution" })).toBeVisible()
  },
}

/**
 * A page rendered on the server brings only the opening tab's list; another tab opened before the
 * rest arrive shows the spinner, not an empty ranking.
 */
export const OtherListsOnTheirWay: Story = {
  args: { rankings: { status: "loaded", value: { toplevel: storyRankings.toplevel } }, onTabChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("table", { name: "Level ranking" })).toBeVisible()
    await userEvent.click(canvas.getByRole("tab", { name: "Killer" }))
    await expect(args.onTabChange).toHaveBeenCalledWith("killer")
    await expect(canvas.getByRole("status")).toHaveTextContent(rankingTexts.loading)
    await expect(canvas.queryByRole("table")).toBeNull()
  },
}

/** Filtering by school and class renumbers the ranks 1, 2, 3… among the rows that remain. */
export const FiltersRenumberRanks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText("School"), "Mystic Peak")
    const table = canvas.getByRole("table", { name: "Level ranking" })
    const mystic = rankRows(storyRankings.toplevel, { school: 1, classFilter: "all" })
    await expect(firstColumn(table)).toEqual(mystic.map(({ rank }) => String(rank)))
    await expect(within(table).queryAllByRole("img", { name: "Phoenix" })).toHaveLength(0)
    await expect(within(table).getByText(mystic[0]?.row.ChaName ?? "")).toBeVisible()

    await userEvent.selectOptions(canvas.getByLabelText("School"), "All schools")
    await userEvent.selectOptions(canvas.getByLabelText("Class"), "Archer")
    const archers = rankRows(storyRankings.toplevel, { school: "all", classFilter: "archer" })
    await expect(firstColumn(canvas.getByRole("table", { name: "Level ranking" }))).toEqual(
      archers.map(({ rank }) => String(rank)),
    )
  },
}

/** A filter that no row passes says so instead of an empty table. */
export const NoRowPassesTheFilters: Story = {
  args: {
    rankings: { status: "loaded", value: { ...storyRankings, toplevel: storyRankings.toplevel.slice(0, 1) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText("School"), "Phoenix")
    await expect(canvas.getByText("No players match these filters yet.")).toBeVisible()
  },
}

export const Loading: Story = {
  args: { rankings: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(rankingTexts.loading)
  },
}

export const Failed: Story = {
  name: "Failed to load",
  tags: ["visual"],
  args: { rankings: { status: "failed" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("alert")).toHaveTextContent(rankingTexts.failed)
    await expect(canvas.queryByRole("status")).toBeNull()
  },
}

const storySeasons: LoadState<RankingSeasons> = {
  status: "loaded",
  value: { current: "2026-11", archives: ["2026-10", "2026-09"] },
}

/** The page as its container holds it: the chosen season is kept, and reported to the story's spy. */
const WithSeasonChoice = (args: RankingsProps) => {
  const [season, setSeason] = useState(args.season)
  return (
    <Rankings
      {...args}
      season={season}
      onSeasonChange={(next) => {
        setSeason(next)
        args.onSeasonChange?.(next)
      }}
    />
  )
}

/** Once the seasons load, the picker above the tabs offers this month first, then each archived month. */
export const SeasonPicker: Story = {
  args: { seasons: storySeasons, onSeasonChange: fn() },
  render: WithSeasonChoice,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const picker = canvas.getByRole("combobox", { name: rankingTexts.seasonLabel })
    await expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["This month (November 2026)", "October 2026", "September 2026"])
    await expect(picker).toHaveValue("2026-11")
    await expect(canvas.getByRole("heading", { level: 1, name: rankingTexts.heading })).toBeVisible()
    await expect(canvas.getByText(rankingTexts.resetNote)).toBeVisible()
  },
}

/** Choosing an archive reports it and heads the page with its month; the tab and filters stay as chosen. */
export const ChoosingAnArchive: Story = {
  args: { seasons: storySeasons, onSeasonChange: fn() },
  render: WithSeasonChoice,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("tab", { name: "Killer" }))
    await userEvent.selectOptions(canvas.getByLabelText("School"), "Mystic Peak")
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: rankingTexts.seasonLabel }),
      "October 2026",
    )
    await expect(args.onSeasonChange).toHaveBeenCalledWith("2026-10")
    await expect(
      canvas.getByRole("heading", { level: 1, name: rankingTexts.archiveHeading("October 2026") }),
    ).toBeVisible()
    await expect(canvas.getByText(rankingTexts.archiveNote)).toBeVisible()
    await expect(canvas.queryByText(rankingTexts.resetNote)).toBeNull()
    await expect(canvas.getByRole("tab", { name: "Killer" })).toHaveAttribute("aria-selected", "true")
    await expect(canvas.getByLabelText("School")).toHaveValue("1")

    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: rankingTexts.seasonLabel }),
      "This month (November 2026)",
    )
    await expect(args.onSeasonChange).toHaveBeenLastCalledWith("2026-11")
    await expect(canvas.getByRole("heading", { level: 1, name: rankingTexts.heading })).toBeVisible()
  },
}

/** An archived month's lists: its own heading, the note that they are final, and the picker on that month. */
export const ArchivedSeason: Story = {
  tags: ["visual"],
  args: { seasons: storySeasons, season: "2026-10", onSeasonChange: fn() },
  render: WithSeasonChoice,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("heading", { level: 1, name: rankingTexts.archiveHeading("October 2026") }),
    ).toBeVisible()
    await expect(canvas.getByText(rankingTexts.archiveNote)).toBeVisible()
    await expect(canvas.getByRole("combobox", { name: rankingTexts.seasonLabel })).toHaveValue("2026-10")
    await expect(canvas.getByRole("table", { name: "Level ranking" })).toBeVisible()
  },
}

/** While another season's lists load, the picker stays and the spinner shows in the tab. */
export const ArchiveLoading: Story = {
  args: { rankings: { status: "loading" }, seasons: storySeasons, season: "2026-09" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("status")).toHaveTextContent(rankingTexts.loading)
    await expect(canvas.getByRole("combobox", { name: rankingTexts.seasonLabel })).toHaveValue("2026-09")
    await expect(
      canvas.getByRole("heading", { level: 1, name: rankingTexts.archiveHeading("September 2026") }),
    ).toBeVisible()
  },
}

/** Until the seasons load, or when they fail, the page shows this month with no picker. */
export const NoSeasonsNoPicker: Story = {
  args: { seasons: { status: "failed" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("combobox", { name: rankingTexts.seasonLabel })).toBeNull()
    await expect(canvas.getByRole("heading", { level: 1, name: rankingTexts.heading })).toBeVisible()
    await expect(canvas.getByText(rankingTexts.resetNote)).toBeVisible()
  },
}
