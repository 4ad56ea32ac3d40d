import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { TicketStatusBadge } from "./TicketStatusBadge.tsx"

const meta = {
  title: "Components/TicketStatusBadge",
  component: TicketStatusBadge,
  args: { status: "open" },
} satisfies Meta<typeof TicketStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

/** Every status side by side, each named in words. */
export const AllStatuses: Story = {
  render: () => (
    <p>
      <TicketStatusBadge status="open" /> <TicketStatusBadge status="answered" />{" "}
      <TicketStatusBadge status="closed" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    for (const name of ["Open", "Answered", "Closed"]) await expect(page.getByText(name)).toBeVisible()
  },
}
