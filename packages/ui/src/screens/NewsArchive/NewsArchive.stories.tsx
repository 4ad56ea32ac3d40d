import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyOlderNews } from "../../fixtures/news.ts"
import { storyNow } from "../../fixtures/time.ts"
import { NewsArchive } from "./NewsArchive.tsx"

const meta = {
  title: "Screens/NewsArchive",
  component: NewsArchive,
  args: {
    board: "all",
    page: 2,
    now: storyNow,
    archive: { status: "loaded", value: { items: storyOlderNews, lastPage: 3 } },
  },
} satisfies Meta<typeof NewsArchive>

export default meta
type Story = StoryObj<typeof meta>

export const SecondPageOfAllNews: Story = {
  name: "All news, page 2 of 3",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "All News" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Patch notes: the Mirror Lake dungeon" })).toHaveAttribute(
      "href",
      "/news?topic=27",
    )
    const pages = within(page.getByRole("navigation", { name: "All News pages" }))
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/news?category=0&page=3",
    )
    await expect(page.getByRole("link", { name: "Back to the News page" })).toHaveAttribute("href", "/news")
  },
}

export const EventsLoading: Story = {
  name: "Events, page 2 loading",
  args: { board: "events", archive: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Events" })).toBeVisible()
    await expect(within(canvasElement).getByText("Loading news...")).toBeVisible()
  },
}

export const FailedToLoad: Story = {
  name: "Failed to load",
  args: { archive: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("could not be loaded")
  },
}
