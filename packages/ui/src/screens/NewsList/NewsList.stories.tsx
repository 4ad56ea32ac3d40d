import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyNews, storyOlderNews } from "../../fixtures/news.ts"
import { onTestClock, testClockOf } from "../../fixtures/storyClock.tsx"
import { storyNow } from "../../fixtures/time.ts"
import { NewsList, type NewsListProps } from "./NewsList.tsx"

const loaded = (items: typeof storyNews.all | typeof storyNews.events | typeof storyNews.guides) => ({
  latest: items[0] ?? null,
  list: { status: "loaded" as const, value: items },
})

const meta = {
  title: "Screens/NewsList",
  component: NewsList,
  args: {
    now: storyNow,
    boards: {
      all: loaded(storyNews.all),
      events: loaded(storyNews.events),
      guides: loaded(storyNews.guides),
    },
  },
} satisfies Meta<typeof NewsList>

export default meta
type Story = StoryObj<typeof meta>

/** Three boards, each with its latest item marked new, relative dates and the fixed views. */
export const ThreeBoards: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ["All News", "Events", "Guides"])
      await expect(canvas.getByRole("heading", { level: 2, name })).toBeVisible()
    await expect(canvas.getAllByRole("img", { name: "New" })).toHaveLength(3)
    const all = canvas.getByRole("table", { name: "All News" })
    for (const column of ["SUBJECT", "WRITER", "DATE", "VIEWS"])
      await expect(within(all).getByRole("columnheader", { name: column })).toBeVisible()
    await expect(within(all).getByText("30 minutes ago")).toBeVisible()
    await expect(within(all).getByText("No date available")).toBeVisible()
    await expect(within(all).getAllByText("65")).toHaveLength(storyNews.all.length)
    const [link] = within(all).getAllByRole("link", { name: "Club War returns this weekend" })
    await expect(link).toHaveAttribute("href", "/news?topic=31")
  },
}

/** A full board (8 items) links to its older items, the second page of its archive; a shorter one does not. */
export const FullBoardWithOlderNews: Story = {
  name: "A full board links to its older news",
  args: {
    boards: {
      all: { latest: storyOlderNews[0] ?? null, list: { status: "loaded", value: storyOlderNews } },
      events: loaded(storyNews.events),
      guides: loaded(storyNews.guides),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: "Older All News" })).toHaveAttribute(
      "href",
      "/news?category=0&page=2",
    )
    await expect(canvas.queryByRole("link", { name: "Older Events" })).toBeNull()
  },
}

export const Loading: Story = {
  args: {
    boards: {
      all: { latest: null, list: { status: "loading" } },
      events: { latest: null, list: { status: "loading" } },
      guides: { latest: null, list: { status: "loading" } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("status")).toHaveLength(3)
  },
}

/** A board with no items (or whose load failed, which the spec only logs) says there is no news. */
export const EmptyBoards: Story = {
  args: {
    boards: {
      all: loaded(storyNews.all),
      events: { latest: null, list: { status: "loaded", value: [] } },
      guides: { latest: null, list: { status: "loaded", value: [] } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText("No news yet.")).toHaveLength(2)
    await expect(canvas.getAllByRole("img", { name: "New" })).toHaveLength(1)
  },
}

const loadingBoards: NewsListProps["boards"] = {
  all: { latest: null, list: { status: "loading" } },
  events: { latest: null, list: { status: "loading" } },
  guides: { latest: null, list: { status: "loading" } },
}

/** The refresh action clears the cache and loads every board again: loading first, then the lists. */
export const RefreshReloadsBoards: Story = {
  args: { onRefresh: fn() },
  // The reload answers 50 ms later on the story's test clock, when the play function says so.
  ...onTestClock(),
  render: function Refreshing(args, context) {
    const clock = testClockOf(context)
    const [boards, setBoards] = useState(args.boards)
    return (
      <NewsList
        {...args}
        boards={boards}
        isRefreshing={boards === loadingBoards}
        onRefresh={() => {
          args.onRefresh?.()
          setBoards(loadingBoards)
          clock.schedule(50, () => setBoards(args.boards))
        }}
      />
    )
  },
  play: async ({ args, canvasElement, ...context }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Refresh news" }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
    await expect(canvas.getAllByRole("status")).toHaveLength(3)
    await expect(canvas.getByRole("button", { name: "Refresh news" })).toBeDisabled()
    testClockOf(context).advance(50)
    await expect(await canvas.findByRole("table", { name: "All News" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Refresh news" })).toBeEnabled()
  },
}
