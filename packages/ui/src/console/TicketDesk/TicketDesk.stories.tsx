import { ticketMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyConversation, storyTickets } from "../../fixtures/tickets.ts"
import { TicketDesk } from "./TicketDesk.tsx"

const openTicket = {
  ticket: { ...storyTickets[1], userId: "moonwarden", status: "open" as const, unread: 0 },
  email: "moonwarden@example.com",
  link: { label: "Code DUAL-Q9BK-4FJS", at: "2026-11-19T04:00:00.000Z" },
  messages: storyConversation.slice(0, 1),
}

const meta = {
  title: "Console/TicketDesk",
  component: TicketDesk,
  args: {
    desk: { status: "loaded", value: openTicket },
    queueHref: "/staff/tickets",
    onReply: fn(),
    onClose: fn(),
    onReopen: fn(),
  },
} satisfies Meta<typeof TicketDesk>

export default meta
type Story = StoryObj<typeof meta>

/** A waiting ticket: the player links to their record; staff answer it or close it. */
export const Open: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 2, name: /T-2026-000001/ })).toBeVisible()
    await expect(page.getByRole("link", { name: "moonwarden" })).toHaveAttribute(
      "href",
      "/staff/players?user=moonwarden",
    )
    await expect(page.getByText("moonwarden@example.com")).toBeVisible()
    await userEvent.type(page.getByRole("textbox", { name: "Answer" }), "We added it again.")
    await userEvent.click(page.getByRole("button", { name: "Send answer" }))
    await expect(args.onReply).toHaveBeenCalledWith("We added it again.")
    await userEvent.click(page.getByRole("button", { name: "Close ticket" }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** While an answer is sent, the box and Close wait. */
export const Answering: Story = {
  args: { pending: "reply" },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("textbox", { name: "Answer" })).toBeDisabled()
    await userEvent.click(page.getByRole("button", { name: "Close ticket" }))
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

/** A closed ticket takes no answer until it is reopened. */
export const Closed: Story = {
  args: {
    desk: {
      status: "loaded",
      value: {
        ...openTicket,
        ticket: { ...openTicket.ticket, status: "closed" },
        messages: storyConversation,
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByText(ticketMessages.closedForStaff)).toBeVisible()
    await expect(page.queryByRole("textbox", { name: "Answer" })).toBeNull()
    await userEvent.click(page.getByRole("button", { name: "Reopen ticket" }))
    await expect(args.onReopen).toHaveBeenCalledTimes(1)
  },
}

export const Loading: Story = {
  args: { desk: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
    await expect(within(canvasElement).getByRole("link", { name: "Back to the queue" })).toBeVisible()
  },
}

export const Failed: Story = {
  args: { desk: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("This ticket could not be read.")
  },
}
