import { notOpenMessage } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { NotOpenPage } from "./NotOpenPage.tsx"
import { notOpenTexts } from "./notOpenTexts.ts"

const meta = {
  title: "Screens/NotOpenPage",
  component: NotOpenPage,
  args: { title: "Tournament", message: notOpenMessage("tournament", 0) },
} satisfies Meta<typeof NotOpenPage>

export default meta
type Story = StoryObj<typeof meta>

/** The menu's Tournament link: the page says tournaments are not open and offers the news instead. */
export const Tournament: Story = {
  name: "Tournaments not open yet",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: "Tournament" })).toBeVisible()
    await expect(canvas.getByText("Tournaments are not open yet.")).toBeVisible()
    await expect(canvas.getByRole("link", { name: notOpenTexts.news })).toHaveAttribute("href", "/news")
    await expect(canvas.getByRole("link", { name: notOpenTexts.community })).toHaveAttribute(
      "href",
      "/socials",
    )
  },
}

/** A forum board's old link (`/forum?category=500`) names the board that is not open. */
export const ForumBoard: Story = {
  name: "A forum board not open yet",
  tags: ["visual"],
  args: { title: "Forum", message: notOpenMessage("forum", 500) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: "Forum" })).toBeVisible()
    await expect(canvas.getByText("The Trading board is not open yet.")).toBeVisible()
  },
}

/** The forum's address without a board, or with a category that names none. */
export const Forum: Story = {
  name: "The forum not open yet",
  args: { title: "Forum", message: notOpenMessage("forum", 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The forum is not open yet.")).toBeVisible()
  },
}
