import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { WhitelistQueue, type WhitelistQueueEntry } from "./WhitelistQueue.tsx"

const requests: ReadonlyArray<WhitelistQueueEntry> = [
  { id: 7, userId: "demohero", ipAddress: "203.0.113.25", requestedAt: "2026-11-22T01:09:31.000Z" },
  { id: 9, userId: "mistwalker", ipAddress: "::ffff:198.51.100.14", requestedAt: "2026-11-22T03:40:00.000Z" },
  { id: 12, userId: "phoenix_ria", ipAddress: "192.0.2.201", requestedAt: "2026-11-23T11:02:45.000Z" },
]

const meta = {
  title: "Console/WhitelistQueue",
  component: WhitelistQueue,
  args: {
    list: { status: "loaded", value: { requests, pageCount: 2 } },
    onDecide: fn(),
    deciding: null,
    playerHref: (userId: string) => `/staff/players?user=${userId}`,
    page: 1,
    pageTarget: "/staff/whitelist?",
  },
} satisfies Meta<typeof WhitelistQueue>

export default meta
type Story = StoryObj<typeof meta>

/** The waiting requests, oldest first; each player's name opens their record. */
export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("table", { name: "IP whitelist requests" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "demohero" })).toHaveAttribute(
      "href",
      "/staff/players?user=demohero",
    )
    // Addresses read as people write them, never with the IPv6 prefix.
    await expect(canvas.getByText("198.51.100.14")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Approve demohero, 203.0.113.25" }))
    await expect(args.onDecide).toHaveBeenCalledWith(7, "approve")
    await userEvent.click(canvas.getByRole("button", { name: "Reject mistwalker, 198.51.100.14" }))
    await expect(args.onDecide).toHaveBeenCalledWith(9, "reject")
    await expect(canvas.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/staff/whitelist?&page=2",
    )
  },
}

/** A decision on its way: that row's approval waits, and no other decision can start meanwhile. */
export const Deciding: Story = {
  args: { deciding: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: "Reject demohero, 203.0.113.25" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Approve phoenix_ria, 192.0.2.201" })).toBeDisabled()
  },
}

/** Keyboard only: Tab reaches the first decision and Enter makes it. */
export const ByKeyboard: Story = {
  name: "By keyboard",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    canvas.getByRole("link", { name: "demohero" }).focus()
    await userEvent.tab()
    await expect(canvas.getByRole("button", { name: "Approve demohero, 203.0.113.25" })).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(args.onDecide).toHaveBeenCalledWith(7, "approve")
  },
}

export const Empty: Story = {
  args: { list: { status: "loaded", value: { requests: [], pageCount: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No request is waiting for a decision.")).toBeVisible()
    await expect(within(canvasElement).queryByRole("table")).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/could not be read/)).toBeVisible()
  },
}
