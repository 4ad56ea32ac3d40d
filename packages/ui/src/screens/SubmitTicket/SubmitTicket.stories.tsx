import { ticketMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyLinkChoices } from "../../fixtures/tickets.ts"
import { SubmitTicket } from "./SubmitTicket.tsx"

const meta = {
  title: "Screens/SubmitTicket",
  component: SubmitTicket,
  args: {
    linkChoices: { status: "loaded", value: storyLinkChoices },
    onSubmit: fn(),
    onWriteAnother: fn(),
  },
} satisfies Meta<typeof SubmitTicket>

export default meta
type Story = StoryObj<typeof meta>

/** The player writes a ticket about one of their purchases and sends it. */
export const Form: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Submit Ticket" })).toBeVisible()
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Category" }), "Item Shop")
    await userEvent.type(page.getByRole("textbox", { name: "Subject" }), "Feather not delivered")
    await userEvent.type(page.getByRole("textbox", { name: "Message" }), "Bought two, got none.")
    await userEvent.selectOptions(
      page.getByRole("combobox", { name: "Related purchase or top-up (optional)" }),
      "Purchase: Resurrection Feather x2 (Nov 20, 2026)",
    )
    await userEvent.click(page.getByRole("button", { name: "Submit Ticket" }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      category: "itemshop",
      subject: "Feather not delivered",
      message: "Bought two, got none.",
      link: "purchase:41",
    })
  },
}

/** Sent with nothing filled in: each field says what it needs, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Submit Ticket" }))
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveAccessibleDescription(
      ticketMessages.categoryRequired,
    )
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveAccessibleDescription(
      ticketMessages.subjectRequired,
    )
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      new RegExp(ticketMessages.messageRequired),
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** While it is being sent a second press sends nothing more. */
export const Sending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Category" }), "Other")
    await userEvent.type(page.getByRole("textbox", { name: "Subject" }), "Hello")
    await userEvent.type(page.getByRole("textbox", { name: "Message" }), "Just saying hello.")
    await userEvent.click(page.getByRole("button", { name: /Submit Ticket/ }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The player's purchases are still being read: the link select waits. */
export const LinksLoading: Story = {
  args: { linkChoices: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", {
      name: "Related purchase or top-up (optional)",
    })
    await expect(select).toBeDisabled()
    await expect(select).toHaveDisplayValue("Loading...")
  },
}

/** The purchases could not be read: the ticket can still be sent without a link. */
export const LinksFailed: Story = {
  args: { linkChoices: { status: "failed" } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", {
      name: "Related purchase or top-up (optional)",
    })
    await expect(select).toHaveAccessibleDescription("Your purchases and top-ups could not be read just now.")
  },
}

/** Sent: the ticket's number and the way to follow it. */
export const Sent: Story = {
  tags: ["visual"],
  args: { sent: { ticketCode: "T-2026-000123", href: "/checkticket?ticket=123" } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("status")).toHaveTextContent("Your ticket T-2026-000123 has been sent.")
    await expect(page.getByRole("link", { name: "Check My Ticket" })).toHaveAttribute(
      "href",
      "/checkticket?ticket=123",
    )
    await userEvent.click(page.getByRole("button", { name: "Write another ticket" }))
    await expect(args.onWriteAnother).toHaveBeenCalledTimes(1)
  },
}
