import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { attentionLabels, attentionTexts, ConsoleOverview } from "./ConsoleOverview.tsx"

const pages = [
  { href: "/staff/tickets", label: "Tickets", summary: "Answer players' support tickets." },
  { href: "/staff/whitelist", label: "IP whitelist", summary: "Approve or refuse players' addresses." },
  { href: "/staff/gamelink", label: "Game link", summary: "What the game has not finished yet." },
  { href: "/staff/payments", label: "Payments", summary: "Top-ups, refunds and the day's revenue." },
]

const counts = [
  { href: "/staff/tickets", label: attentionLabels.openTickets, count: 4 },
  { href: "/staff/whitelist", label: attentionLabels.pendingWhitelist, count: 1 },
  { href: "/staff/gamelink", label: attentionLabels.waitingInGame, count: 0 },
  { href: "/staff/payments", label: attentionLabels.paymentsToCheck, count: 2 },
]

const meta = {
  title: "Console/ConsoleOverview",
  component: ConsoleOverview,
  args: { pages, attention: { status: "loaded", value: counts } },
} satisfies Meta<typeof ConsoleOverview>

export default meta
type Story = StoryObj<typeof meta>

/** An administrator's overview: each count leads to the page where it is dealt with. */
export const Counts: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 2, name: attentionTexts.heading })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "4 Open tickets" })).toHaveAttribute(
      "href",
      "/staff/tickets",
    )
    await expect(canvas.getByRole("link", { name: "1 Whitelist requests waiting" })).toHaveAttribute(
      "href",
      "/staff/whitelist",
    )
    await expect(canvas.getByRole("link", { name: "0 Items waiting in the game" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "2 Top-ups held or failed this week" })).toHaveAttribute(
      "href",
      "/staff/payments",
    )
  },
}

/** An editor sees the one count of their pages. */
export const EditorsCount: Story = {
  args: { pages: pages.slice(0, 1), attention: { status: "loaded", value: counts.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const attention = canvas.getByRole("region", { name: attentionTexts.heading })
    await expect(within(attention).getAllByRole("link")).toHaveLength(1)
  },
}

export const Counting: Story = {
  args: { attention: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toBeVisible()
    await expect(within(canvasElement).getByRole("link", { name: "Tickets" })).toBeVisible()
  },
}

/** The counts failed to load: the pages are still there to open. */
export const CountsFailed: Story = {
  args: { attention: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(attentionTexts.failed)).toBeVisible()
    await expect(within(canvasElement).getByRole("link", { name: "Payments" })).toBeVisible()
  },
}
