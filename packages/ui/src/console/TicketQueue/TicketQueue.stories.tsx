import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyQueue } from "../../fixtures/tickets.ts"
import { noTicketFilters, TicketQueue } from "./TicketQueue.tsx"

const meta = {
  title: "Console/TicketQueue",
  component: TicketQueue,
  args: {
    list: { status: "loaded", value: { tickets: storyQueue, pageCount: 2 } },
    filters: noTicketFilters,
    onFilter: fn(),
    page: 1,
    pageTarget: "/staff/tickets?page=",
  },
} satisfies Meta<typeof TicketQueue>

export default meta
type Story = StoryObj<typeof meta>

/** The queue: each number opens the ticket; staff narrow it by status, category and search. */
export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const table = page.getByRole("table", { name: "Tickets" })
    await expect(within(table).getByRole("link", { name: "T-2026-000003" })).toHaveAttribute(
      "href",
      "/staff/tickets?ticket=3",
    )
    await expect(within(table).getByText("Deleted account")).toBeVisible()
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Status" }), "Open")
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Category" }), "Payment / Top-up")
    await userEvent.type(page.getByRole("textbox", { name: "Search" }), "moonwarden")
    await userEvent.click(page.getByRole("button", { name: "Filter" }))
    await expect(args.onFilter).toHaveBeenCalledWith({
      status: "open",
      category: "payment",
      text: "moonwarden",
    })
    await expect(page.getByRole("navigation", { name: "Ticket pages" })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Empty: Story = {
  args: {
    list: { status: "loaded", value: { tickets: [], pageCount: 1 } },
    filters: { status: "closed", category: "", text: "nobody" },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText("No ticket matches.")).toBeVisible()
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("closed")
    await expect(page.getByRole("textbox", { name: "Search" })).toHaveValue("nobody")
  },
}

export const Failed: Story = {
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("The tickets could not be read.")
  },
}

/** A guest's ticket (someone who cannot log in) names the address its answer is mailed to. */
export const FromAGuest: Story = {
  args: {
    list: {
      status: "loaded",
      value: {
        tickets: [
          {
            ...(storyQueue[0] as (typeof storyQueue)[number]),
            category: "account",
            userId: null,
            guestEmail: "locked.out@example.com",
          },
        ],
        pageCount: 1,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Tickets" })
    await expect(within(table).getByText("Guest · locked.out@example.com")).toBeVisible()
  },
}
