import { ticketMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyConversation, storyTickets } from "../../fixtures/tickets.ts"
import { CheckTicket } from "./CheckTicket.tsx"

const answered = storyTickets[1]
const openedAnswered = {
  status: "loaded" as const,
  value: {
    ticket: answered,
    link: { label: "Code DUAL-Q9BK-4FJS", at: "2026-11-19T04:00:00.000Z" },
    messages: storyConversation,
  },
}

const meta = {
  title: "Screens/CheckTicket",
  component: CheckTicket,
  args: {
    isGuest: false,
    tickets: { status: "loaded", value: storyTickets },
    opened: null,
    onReply: fn(),
  },
} satisfies Meta<typeof CheckTicket>

export default meta
type Story = StoryObj<typeof meta>

/** The player's tickets: each number opens it, with its status and how many answers are new. */
export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Check My Ticket" })).toBeVisible()
    const table = page.getByRole("table", { name: "My tickets" })
    const row = within(table).getByRole("row", { name: /T-2026-000001/ })
    await expect(within(row).getByRole("link", { name: "T-2026-000001" })).toHaveAttribute(
      "href",
      "/checkticket?ticket=1",
    )
    await expect(row).toHaveTextContent("Answered")
    await expect(page.getByRole("link", { name: "Submit a new ticket" })).toHaveAttribute("href", "/ticket")
  },
}

export const Loading: Story = {
  args: { tickets: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Empty: Story = {
  args: { tickets: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You have no tickets yet.")).toBeVisible()
  },
}

export const Failed: Story = {
  args: { tickets: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Your tickets could not be read.",
    )
  },
}

/** An answered ticket opened: the conversation with the new answer marked, and a reply box. */
export const OpenedAnswered: Story = {
  tags: ["visual"],
  args: { opened: openedAnswered },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 2, name: /T-2026-000001/ })).toBeVisible()
    await expect(page.getByRole("link", { name: "Back to my tickets" })).toHaveAttribute(
      "href",
      "/checkticket",
    )
    await expect(page.getByRole("list", { name: "Conversation" })).toHaveTextContent("New")
    await userEvent.type(page.getByRole("textbox", { name: "Your reply" }), "Thanks, I see it now.")
    await userEvent.click(page.getByRole("button", { name: "Send reply" }))
    await expect(args.onReply).toHaveBeenCalledWith("Thanks, I see it now.")
  },
}

/** A closed ticket takes no more replies; the player is pointed to a new ticket. */
export const OpenedClosed: Story = {
  args: {
    opened: {
      status: "loaded",
      value: { ticket: storyTickets[2], link: null, messages: storyConversation },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(ticketMessages.closedForPlayer)).toBeVisible()
    await expect(page.queryByRole("textbox", { name: "Your reply" })).toBeNull()
    await expect(page.getByRole("link", { name: "Submit Ticket" })).toHaveAttribute("href", "/ticket")
  },
}

/** A ticket number that is not the player's, or could not be read. */
export const OpenedFailed: Story = {
  args: { opened: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "This ticket could not be shown.",
    )
  },
}

export const OpenedLoading: Story = {
  args: { opened: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

/** A guest is asked to log in. */
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(ticketMessages.loginToCheck)).toBeVisible()
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login")
  },
}
