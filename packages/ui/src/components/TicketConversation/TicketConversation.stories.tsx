import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyConversation } from "../../fixtures/tickets.ts"
import { TicketConversation } from "./TicketConversation.tsx"

const meta = {
  title: "Components/TicketConversation",
  component: TicketConversation,
  args: { messages: storyConversation, viewer: "player" },
} satisfies Meta<typeof TicketConversation>

export default meta
type Story = StoryObj<typeof meta>

/** The player reads their own words as "You" and staff as the support team; a new answer is marked. */
export const AsPlayer: Story = {
  tags: ["visual"],
  args: { unread: 1 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Conversation" })
    const [first, second] = within(list).getAllByRole("listitem")
    await expect(first).toHaveTextContent(/^You/)
    await expect(first).toHaveTextContent("Can you check?")
    await expect(second).toHaveTextContent(/^Support team/)
    await expect(second).toHaveTextContent("New")
  },
}

/** Staff see every writer by user ID. */
export const AsStaff: Story = {
  args: { viewer: "staff" },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem")
    await expect(items[0]).toHaveTextContent(/^moonwarden/)
    await expect(items[1]).toHaveTextContent(/^gatekeeper \(staff\)/)
    await expect(within(canvasElement).queryByText("New")).toBeNull()
  },
}
