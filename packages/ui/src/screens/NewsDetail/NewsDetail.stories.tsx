import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import { storyNewsDetail } from "../../fixtures/news.ts"
import { storyNow } from "../../fixtures/time.ts"
import { NewsDetail } from "./NewsDetail.tsx"

const meta = {
  title: "Screens/NewsDetail",
  component: NewsDetail,
  args: {
    now: storyNow,
    topic: { status: "loaded", value: { item: storyNewsDetail, safeBody: storyNewsDetail.content } },
  },
} satisfies Meta<typeof NewsDetail>

export default meta
type Story = StoryObj<typeof meta>

export const WithThumbnail: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const picture = canvas.getByRole<HTMLImageElement>("img", { name: storyNewsDetail.subject })
    await expect(picture).toBeVisible()
    // Drawn at its own size (or narrower on a phone), never stretched across the column.
    await waitFor(() => expect(picture).toHaveProperty("complete", true))
    await expect(picture.getBoundingClientRect().width).toBeLessThanOrEqual(picture.naturalWidth)
    await expect(canvas.getByRole("heading", { level: 1, name: storyNewsDetail.subject })).toBeVisible()
    await expect(canvas.getByText("By GM Tobias · 30 minutes ago")).toBeVisible()
    await expect(canvas.getByRole("list")).toBeVisible()
  },
}

/** IsShowThumbnail 0: no picture even though the item has one. */
export const ThumbnailHidden: Story = {
  args: {
    topic: {
      status: "loaded",
      value: { item: { ...storyNewsDetail, IsShowThumbnail: 0 }, safeBody: storyNewsDetail.content },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull()
  },
}

export const NotFound: Story = {
  tags: ["visual"],
  args: { topic: { status: "loaded", value: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No news data available")).toBeVisible()
  },
}

export const Loading: Story = {
  args: { topic: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toBeVisible()
  },
}
