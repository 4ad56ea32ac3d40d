import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { RefreshHeader } from "./RefreshHeader.tsx"

const meta = {
  title: "Components/RefreshHeader",
  component: RefreshHeader,
  args: { children: <h1>News</h1>, refreshLabel: "Refresh news", onRefresh: fn() },
} satisfies Meta<typeof RefreshHeader>

export default meta
type Story = StoryObj<typeof meta>

/** The page's heading with its refresh button beside it; pressing the button asks for fresh content. */
export const WithRefresh: Story = {
  name: "News heading with Refresh news",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement)
    await expect(header.getByRole("heading", { level: 1, name: "News" })).toBeVisible()
    await userEvent.click(header.getByRole("button", { name: "Refresh news" }))
    await expect(args.onRefresh).toHaveBeenCalledTimes(1)
  },
}

/** While the content reloads the button cannot be pressed again. */
export const Refreshing: Story = {
  name: "Refreshing, button waits",
  args: { isRefreshing: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Refresh news" })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onRefresh).not.toHaveBeenCalled()
  },
}

/** Without a refresh action only the heading shows. */
export const HeadingOnly: Story = {
  name: "Heading only",
  args: { onRefresh: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument()
  },
}
