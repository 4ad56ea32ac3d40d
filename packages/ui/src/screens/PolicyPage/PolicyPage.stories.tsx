import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { PolicyPage } from "./PolicyPage.tsx"

const meta = {
  title: "Screens/PolicyPage",
  component: PolicyPage,
  args: {
    title: "Cash Agreement",
    unwrittenMessage: "This page has not been written yet.",
    page: {
      status: "loaded",
      value: {
        body: "R-Coin is loaded with top-up codes and is not refundable.\n\nItems bought in the item shop are delivered to your characters.\nA purchase still pending delivery is shown in Purchase History.",
        updatedAt: "2026-11-20T03:00:00.000Z",
      },
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof PolicyPage>

export default meta
type Story = StoryObj<typeof meta>

/** Staff's paragraphs, a single line break kept, and when it last changed. */
export const Written: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: "Cash Agreement" })).toBeVisible()
    await expect(canvasElement.querySelectorAll("p")).toHaveLength(3)
    await expect(canvas.getByText(/Last updated/)).toBeVisible()
  },
}

export const Unwritten: Story = {
  name: "Not written yet",
  args: { page: { status: "loaded", value: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("This page has not been written yet.")).toBeVisible()
  },
}

export const Loading: Story = {
  args: { page: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  args: { page: { status: "failed" } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
