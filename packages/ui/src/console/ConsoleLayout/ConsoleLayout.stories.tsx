import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
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
  args: {
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
