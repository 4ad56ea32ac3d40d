import { ticketMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { TicketReplyForm } from "./TicketReplyForm.tsx"

const meta = {
  title: "Components/TicketReplyForm",
  component: TicketReplyForm,
  args: { onReply: fn() },
} satisfies Meta<typeof TicketReplyForm>

export default meta
type Story = StoryObj<typeof meta>

/** A reply is typed and sent as written. */
export const Reply: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByRole("textbox", { name: "Your reply" }), "It worked, thank you!")
    await userEvent.click(page.getByRole("button", { name: "Send reply" }))
    await expect(args.onReply).toHaveBeenCalledWith("It worked, thank you!")
  },
}

/** An empty reply is not sent; the box says why. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByRole("textbox", { name: "Your reply" }), "   ")
    await userEvent.click(page.getByRole("button", { name: "Send reply" }))
    await expect(page.getByText(ticketMessages.messageRequired)).toBeVisible()
    await expect(args.onReply).not.toHaveBeenCalled()
  },
}

/** As staff see it, while their answer is being sent. */
export const StaffSending: Story = {
  args: { label: "Answer", submitLabel: "Send answer", isReplying: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("textbox", { name: "Answer" })).toBeDisabled()
    await userEvent.click(page.getByRole("button", { name: /Send answer/ }))
    await expect(args.onReply).not.toHaveBeenCalled()
  },
}
