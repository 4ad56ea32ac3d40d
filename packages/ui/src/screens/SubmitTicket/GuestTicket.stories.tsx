import { guestTicketMessages, ticketMessages, validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { GuestTicket, guestTicketTexts } from "./GuestTicket.tsx"

const meta = {
  title: "Screens/GuestTicket",
  component: GuestTicket,
  args: { onSubmit: fn(), onWriteAnother: fn() },
} satisfies Meta<typeof GuestTicket>

export default meta
type Story = StoryObj<typeof meta>

/** A guest is shown the way to log in first; someone who cannot writes an account ticket with an e-mail. */
export const Guest: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByText(ticketMessages.loginToSubmit)).toBeVisible()
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login")
    await expect(page.getByRole("link", { name: "Find Account" })).toHaveAttribute("href", "/findaccount")
    const form = page.getByRole("form", { name: "Ticket without an account" })
    await expect(within(form).queryByRole("combobox")).toBeNull()
    await userEvent.type(page.getByRole("textbox", { name: "Email" }), "locked.out@example.com")
    await userEvent.type(page.getByRole("textbox", { name: "Subject" }), "My account is blocked")
    await userEvent.type(page.getByRole("textbox", { name: "Message" }), "I cannot log in since Friday.")
    await userEvent.click(page.getByRole("button", { name: "Submit Ticket" }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: "locked.out@example.com",
      subject: "My account is blocked",
      message: "I cannot log in since Friday.",
    })
  },
}

/** A mistyped address is caught before sending, with the sentence every e-mail field uses. */
export const WrongEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByRole("textbox", { name: "Email" }), "locked.out")
    await userEvent.click(page.getByRole("button", { name: "Submit Ticket" }))
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      expect.stringContaining(validationMessages.emailInvalid),
    )
    await expect(page.getByText(ticketMessages.subjectRequired)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Sent: the ticket's number and where the answer will arrive. */
export const Sent: Story = {
  tags: ["visual"],
  args: { sent: { ticketCode: "T-2026-000124", email: "locked.out@example.com" } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("status")).toHaveTextContent(
      guestTicketMessages.sent("T-2026-000124", "locked.out@example.com"),
    )
    await expect(page.queryByRole("heading", { name: guestTicketTexts.heading })).toBeNull()
    await userEvent.click(page.getByRole("button", { name: "Write another ticket" }))
    await expect(args.onWriteAnother).toHaveBeenCalledTimes(1)
  },
}
