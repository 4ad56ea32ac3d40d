import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { AuditLog, type AuditLogEntry, noAuditFilters } from "./AuditLog.tsx"

const entries: ReadonlyArray<AuditLogEntry> = [
  {
    id: 42,
    at: "2026-11-22T01:09:31.135Z",
    staffUserId: "gatekeeper",
    action: "codes.generate",
    target: "batch 7",
    before: null,
    after: { count: 5, rcoin: "500.00", expires: "2026-12-31" },
  },
  {
    id: 41,
    at: "2026-11-21T09:30:00.000Z",
    staffUserId: "scribe",
    action: "news.publish",
    target: "news 12",
    before: { published: false },
    after: { published: true },
  },
]

const meta = {
  title: "Console/AuditLog",
  component: AuditLog,
  args: {
    list: { status: "loaded", value: { entries, pageCount: 3 } },
    filters: noAuditFilters,
    onFilter: fn(),
    page: 1,
    pageTarget: "/staff/audit?",
  },
} satisfies Meta<typeof AuditLog>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  name: "Staff actions, newest first",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole("table", { name: "Audit log" })
    await expect(within(table).getByRole("rowheader", { name: "gatekeeper" })).toBeVisible()
    await expect(within(table).getByText("codes.generate")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/staff/audit?&page=2")
  },
}

export const Filtering: Story = {
  name: "Filtering by staff member and action",
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: "Staff user ID" }), "scribe")
    await userEvent.type(canvas.getByRole("textbox", { name: "Action" }), "news")
    await userEvent.click(canvas.getByRole("button", { name: "Filter" }))
    await expect(args.onFilter).toHaveBeenCalledWith({ staff: "scribe", action: "news", target: "" })
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const NothingMatches: Story = {
  name: "Nothing matches",
  args: {
    list: { status: "loaded", value: { entries: [], pageCount: 1 } },
    filters: { ...noAuditFilters, action: "refund" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("No staff action matches.")).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: "Action" })).toHaveValue("refund")
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The audit log could not be read.",
    )
  },
}
