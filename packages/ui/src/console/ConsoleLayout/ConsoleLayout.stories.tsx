import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { DataTable } from "../../components/DataTable/DataTable.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { ConsoleOverview } from "../ConsoleOverview/ConsoleOverview.tsx"
import { ConsoleLayout } from "./ConsoleLayout.tsx"

const pages = [
  {
    href: "/staff/news",
    label: "News & guides",
    summary: "Write, publish and unpublish news, events and guides.",
  },
  { href: "/staff/tickets", label: "Tickets", summary: "Answer players' support tickets." },
  {
    href: "/staff/audit",
    label: "Audit log",
    summary: "Every staff action: who, what, when, before and after.",
  },
]

const meta = {
  title: "Console/ConsoleLayout",
  component: ConsoleLayout,
  // The console owns the whole screen, as the frame does.
  parameters: { layout: "fullscreen" },
  args: {
    siteName: "Gatehouse",
    title: "Staff Console",
    signedInAs: "scribe · Content editor",
    pages,
    current: "/staff",
    children: <ConsoleOverview pages={pages} />,
  },
} satisfies Meta<typeof ConsoleLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Overview: Story = {
  name: "Overview of an editor's pages",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: "Staff Console" })).toBeVisible()
    const nav = canvas.getByRole("navigation", { name: "Staff console" })
    await expect(within(nav).getAllByRole("link")).toHaveLength(3)
    await expect(canvas.getByText("Answer players' support tickets.")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Back to Gatehouse" })).toHaveAttribute("href", "/")
    await expect(canvas.getByRole("main")).toContainElement(canvas.getByRole("heading", { level: 1 }))
  },
}

const players = [
  { userId: "demohero", email: "demohero.longest.address@players.example.com", level: 182, status: "Active" },
  { userId: "moonlitarcher", email: "moonlit.archer+events@guild.example.org", level: 97, status: "Blocked" },
  { userId: "gatewarden", email: "gate.warden@example.net", level: 12, status: "Active" },
]

/**
 * A wide list, as the Players page shows: the console has the screen's width, and a long e-mail
 * address wraps inside its cell on a phone rather than being cut off.
 */
export const WideTable: Story = {
  name: "A wide table, never cut off",
  tags: ["visual"],
  args: {
    title: "Players",
    signedInAs: "gatekeeper · Administrator",
    current: "/staff/audit",
    children: (
      <DataTable
        label="Players"
        rows={players}
        rowKey={(row) => row.userId}
        columns={[
          { header: "User ID", cell: (row) => row.userId, kind: "rowHeader" },
          { header: "E-mail", cell: (row) => row.email },
          { header: "Level", cell: (row) => row.level, kind: "number" },
          { header: "Status", cell: (row) => row.status },
          { header: "Joined", cell: () => "2026-01-05 14:32" },
          { header: "Last login", cell: () => "2026-11-27 21:04" },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Players" })
    const box = table.parentElement as HTMLElement
    // Nothing hides past the table's box: it fits, so there is nothing to scroll to.
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth)
    for (const player of players) {
      const address = within(table).getByText(player.email)
      const { right } = address.getBoundingClientRect()
      await expect(right).toBeLessThanOrEqual(box.getBoundingClientRect().right + 1)
    }
  },
}

export const OnePage: Story = {
  name: "A page, marked in the navigation",
  args: {
    title: "Audit log",
    current: "/staff/audit",
    children: <Notice tone="empty">No staff action matches.</Notice>,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Staff console" })
    await expect(within(nav).getByRole("link", { name: "Audit log" })).toHaveAttribute("aria-current", "page")
    await expect(within(nav).getByRole("link", { name: "Tickets" })).not.toHaveAttribute("aria-current")
  },
}

export const NotStaff: Story = {
  name: "Opened by a player",
  args: {
    signedInAs: "demohero",
    pages: [],
    current: null,
    children: <Notice tone="danger">This page is for staff only.</Notice>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("This page is for staff only.")
  },
}
