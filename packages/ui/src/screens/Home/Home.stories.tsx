import { type SchoolFilter, schoolFilters } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyRankings } from "../../fixtures/rankings.ts"
import { onTestClock, testClockOf } from "../../fixtures/storyClock.tsx"
import { unclaimedTerritories } from "./ClubTable.tsx"
import { Home } from "./Home.tsx"
import type { LevelRankingLoad } from "./LevelRankingWidget.tsx"

const loaded: LevelRankingLoad = { status: "loaded", value: storyRankings.toplevelside }

const meta = {
  title: "Screens/Home",
  component: Home,
  argTypes: { school: { control: "select", options: schoolFilters } },
  args: { ranking: loaded, school: "all", onSchoolChange: fn(), territories: unclaimedTerritories },
} satisfies Meta<typeof Home>

export default meta
type Story = StoryObj<typeof meta>

export const AllSchools: Story = {
  name: "Level ranking, all schools",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("radio", { name: "All" })).toBeChecked()
    const table = canvas.getByRole("table", { name: "Level Ranking: All" })
    await expect(within(table).getAllByRole("row")).toHaveLength(storyRankings.toplevelside.length + 1)
    const clubs = canvas.getByRole("table", { name: "Club Territories" })
    await expect(within(clubs).getAllByText("None")).toHaveLength(3)
    await expect(within(clubs).getAllByText("0%")).toHaveLength(3)
    await expect(canvas.getByRole("link", { name: "Follow us on our social pages" })).toHaveAttribute(
      "href",
      "/socials",
    )
  },
}

/** A long list shows its first ten (the chosen school's ten), and links to the whole of it. */
export const TopTenOfALongerList: Story = {
  args: { ranking: { status: "loaded", value: storyRankings.toplevel } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole("table", { name: "Level Ranking: All" })
    const rows = within(table).getAllByRole("row").slice(1)
    await expect(storyRankings.toplevel.length).toBeGreaterThan(10)
    await expect(rows).toHaveLength(10)
    await expect(rows.map((row) => row.querySelector("td")?.textContent)).toEqual(
      Array.from({ length: 10 }, (_, index) => String(index + 1)),
    )
    await expect(canvas.getByRole("link", { name: "See the full Top 100" })).toHaveAttribute(
      "href",
      "/rankings",
    )
  },
}

/** Choosing a school asks for a reload; the list shows the spinner, then opens with that school only. */
export const ChangingSchoolReloads: Story = {
  // The reload answers 50 ms later on the story's test clock, when the play function says so.
  ...onTestClock(),
  render: function Reloading(args, context) {
    const clock = testClockOf(context)
    const [school, setSchool] = useState<SchoolFilter>("all")
    const [ranking, setRanking] = useState<LevelRankingLoad>(loaded)
    return (
      <Home
        {...args}
        school={school}
        ranking={ranking}
        onSchoolChange={(next) => {
          args.onSchoolChange(next)
          setSchool(next)
          setRanking({ status: "loading" })
          clock.schedule(50, () => setRanking(loaded))
        }}
      />
    )
  },
  play: async ({ args, canvasElement, ...context }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("radio", { name: "Phoenix" }))
    await expect(args.onSchoolChange).toHaveBeenCalledWith(2)
    await expect(canvas.getByRole("status")).toBeVisible()
    testClockOf(context).advance(50)
    const table = await canvas.findByRole("table", { name: "Level Ranking: Phoenix" })
    await expect(within(table).queryAllByRole("img", { name: "Sacred Gate" })).toHaveLength(0)
    await expect(within(table).getAllByRole("row")[1]?.querySelector("td")).toHaveTextContent("1")
    await userEvent.keyboard("{ArrowLeft}[Space]")
    await expect(args.onSchoolChange).toHaveBeenLastCalledWith(1)
  },
}

export const Loading: Story = {
  name: "Ranking loading",
  args: { ranking: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toBeVisible()
  },
}

export const Failed: Story = {
  name: "Ranking failed to load",
  args: { ranking: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The ranking could not be loaded.")).toBeVisible()
  },
}

/** The home page in the light daybreak theme, the second theme the package ships. */
export const AllSchoolsDaybreak: Story = {
  ...AllSchools,
  name: "Level ranking, all schools, daybreak theme",
  tags: ["visual"],
  globals: { theme: "daybreak" },
}
