import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyTickets } from "../../fixtures/tickets.ts"
import { TicketFacts } from "./TicketFacts.tsx"

const meta = {
  title: "Components/TicketFacts",
  component: TicketFacts,
  args: { ticket: storyTickets[1], link: { label: "Code DUAL-Q9BK-4FJS", at: "2026-11-19T04:00:00.000Z" } },
} satisfies Meta<typeof TicketFacts>

export default meta
type Story = StoryObj<typeof meta>

/** A ticket about a top-up: its status, category, dates and the code it names. */
export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText("Answered")).toBeVisible()
    await expect(page.getByText("Payment / Top-up")).toBeVisible()
    await expect(page.getByText(/Code DUAL-Q9BK-4FJS/)).toBeVisible()
  },
}

/** A ticket that names nothing has no Related line. */
export const WithoutLink: Story = {
  args: { link: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Related")).toBeNull()
  },
}
