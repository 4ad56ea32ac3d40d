import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyNews } from "../../fixtures/news.ts"
import { storyNow } from "../../fixtures/time.ts"
import { NewsBoard } from "./NewsBoard.tsx"
import { newsViewsShown } from "./newsTexts.ts"

const meta = {
  title: "Components/NewsBoard",
  component: NewsBoard,
  args: {
    title: "Event",
    latest: storyNews.events[0] ?? null,
    list: { status: "loaded", value: storyNews.events },
    now: storyNow,
  },
} satisfies Meta<typeof NewsBoard>

export default meta
type Story = StoryObj<typeof meta>

const board = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole("region", { name: title }))

/** The latest event marked new above the list; dates read as time ago, from the clock's instant. */
export const TwoEvents: Story = {
  name: "Two events, latest marked new",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const events = board(canvasElement, "Event")
    await expect(events.getAllByRole("link", { name: "Club War returns this weekend" })).toHaveLength(2)
    await expect(events.getByRole("link", { name: "Halloween costume contest winners" })).toHaveAttribute(
      "href",
      "/news?topic=28",
    )
    await expect(events.getAllByText(String(newsViewsShown)).length).toBeGreaterThan(0)
  },
}

export const Loading: Story = {
  name: "Loading",
  args: { latest: null, list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(board(canvasElement, "Event").getByRole("status")).toHaveTextContent("Loading news...")
  },
}

/** A board with nothing in it (or whose load failed, which is only logged) says so. */
export const Empty: Story = {
  name: "No news yet",
  tags: ["visual"],
  args: { title: "Guide", latest: null, list: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(board(canvasElement, "Guide").getByText("No news yet.")).toBeVisible()
  },
}
