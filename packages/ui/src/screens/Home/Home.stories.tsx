import { type SchoolFilter, schoolFilters } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyEvents } from "../../fixtures/events.ts"
import { storyNews } from "../../fixtures/news.ts"
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
  // Every story runs on the stories' frozen clock, so the countdowns read the same in every snapshot.
  ...onTestClock(),
  args: {
    ranking: loaded,
    school: "all",
    onSchoolChange: fn(),
    territories: unclaimedTerritories,
    news: { status: "loaded", value: storyNews.all.slice(0, 3) },
    events: { status: "loaded", value: storyEvents },
    serverStatus: null,
  },
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

/**
 * The page leads with its heading and the one big Download and Play action; the latest news link to
 * their articles; the next events count down to their start, and a running one to its end.
 */
export const NewsAndEvents: Story = {
  name: "News and events",
  tags: ["visual"],
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: "Welcome to Gatehouse" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Download and Play" })).toHaveAttribute("href", "/download")
    const news = canvas.getByRole("region", { name: "Latest News" })
    await expect(within(news).getByRole("link", { name: "Club War returns this weekend" })).toHaveAttribute(
      "href",
      "/news?topic=31",
    )
    const events = canvas.getByRole("region", { name: "Upcoming Events" })
    const items = within(events).getAllByRole("listitem")
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveTextContent("Running now · Ends in 02:59:53")
    await expect(items[1]).toHaveTextContent("Starts in 23:59:53")
    await expect(items[2]).toHaveTextContent("Starts in 6d 23:59:53")
    await expect(
      within(items[1] as HTMLElement).getByRole("link", { name: "Guild war night" }),
    ).toHaveAttribute("href", "/news?topic=31")
    // A second later every countdown has ticked; when the running event ends, it disappears.
    testClockOf(context).advance(1000)
    await expect(await within(events).findByText("23:59:52")).toBeVisible()
    testClockOf(context).advance((2 * 3600 + 59 * 60 + 52) * 1000)
    await waitFor(() => expect(within(events).getAllByRole("listitem")).toHaveLength(2))
    await expect(within(events).queryByText("Double EXP weekend")).toBeNull()
    await expect(canvas.queryByRole("status")).toBeNull()
  },
}

/** No news yet and no events scheduled: each says so instead of leaving an empty box. */
export const NoNewsNoEvents: Story = {
  name: "No news and no events",
  tags: ["visual"],
  args: { news: { status: "loaded", value: [] }, events: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("No news yet. Check back soon.")).toBeVisible()
    await expect(canvas.getByText("No events are scheduled right now.")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "All news" })).toHaveAttribute("href", "/news")
  },
}

/** With the game link on: the server is up and says how many players are online. */
export const ServerUp: Story = {
  name: "Server up",
  tags: ["visual"],
  args: { serverStatus: { up: true, online: 1284 } },
  play: async ({ canvasElement }) => {
    const lead = within(canvasElement).getByRole("region", { name: "Welcome to Gatehouse" })
    await expect(lead).toHaveTextContent("Server status: Online 1,284 players online")
  },
}

/** With the game link on and the game not answering: Offline, in words as well as colour. */
export const ServerDown: Story = {
  name: "Server down",
  tags: ["visual"],
  args: { serverStatus: { up: false, online: 0 } },
  play: async ({ canvasElement }) => {
    const lead = within(canvasElement).getByRole("region", { name: "Welcome to Gatehouse" })
    await expect(lead).toHaveTextContent("Server status: Offline The game server is not answering right now.")
    await expect(within(lead).queryByText(/players online/)).toBeNull()
  },
}

/** The news and events still loading, and then failing: each part tells its own state. */
export const NewsAndEventsLoading: Story = {
  args: { news: { status: "loading" }, events: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const news = canvas.getByRole("region", { name: "Latest News" })
    await expect(within(news).getByRole("status")).toHaveTextContent("Loading news...")
    const events = canvas.getByRole("region", { name: "Upcoming Events" })
    await expect(within(events).getByRole("status")).toHaveTextContent("Loading events...")
  },
}

export const NewsAndEventsFailed: Story = {
  args: { news: { status: "failed" }, events: { status: "failed" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("The news could not be loaded.")).toBeVisible()
    await expect(canvas.getByText("The events could not be loaded.")).toBeVisible()
  },
}
