import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor, within } from "storybook/test"
import { storyQuietReport, storyReport } from "../../fixtures/consoleReport.ts"
import { ConsoleReport, type ConsoleReportProps, reportTexts } from "../ConsoleReport/ConsoleReport.tsx"
import { attentionLabels, attentionTexts, ConsoleOverview } from "./ConsoleOverview.tsx"

const pages = [
  { href: "/staff/tickets", label: "Tickets", summary: "Answer players' support tickets." },
  { href: "/staff/whitelist", label: "IP whitelist", summary: "Approve or refuse players' addresses." },
  { href: "/staff/gamelink", label: "Game link", summary: "What the game has not finished yet." },
  { href: "/staff/payments", label: "Payments", summary: "Top-ups, refunds and the day's revenue." },
]

const counts = [
  { href: "/staff/tickets", label: attentionLabels.openTickets, count: 4 },
  { href: "/staff/whitelist", label: attentionLabels.pendingWhitelist, count: 1 },
  { href: "/staff/gamelink", label: attentionLabels.waitingInGame, count: 0 },
  { href: "/staff/payments", label: attentionLabels.paymentsToCheck, count: 2 },
]

const meta = {
  title: "Console/ConsoleOverview",
  component: ConsoleOverview,
  args: { pages, attention: { status: "loaded", value: counts } },
} satisfies Meta<typeof ConsoleOverview>

export default meta
type Story = StoryObj<typeof meta>

/** An administrator's overview: each count leads to the page where it is dealt with. */
export const Counts: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 2, name: attentionTexts.heading })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "4 Open tickets" })).toHaveAttribute(
      "href",
      "/staff/tickets",
    )
    await expect(canvas.getByRole("link", { name: "1 Whitelist requests waiting" })).toHaveAttribute(
      "href",
      "/staff/whitelist",
    )
    await expect(canvas.getByRole("link", { name: "0 Items waiting in the game" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "2 Top-ups held or failed this week" })).toHaveAttribute(
      "href",
      "/staff/payments",
    )
  },
}

/** An editor sees the one count of their pages. */
export const EditorsCount: Story = {
  args: { pages: pages.slice(0, 1), attention: { status: "loaded", value: counts.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const attention = canvas.getByRole("region", { name: attentionTexts.heading })
    await expect(within(attention).getAllByRole("link")).toHaveLength(1)
  },
}

export const Counting: Story = {
  args: { attention: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toBeVisible()
    await expect(within(canvasElement).getByRole("link", { name: "Tickets" })).toBeVisible()
  },
}

/** The counts failed to load: the pages are still there to open. */
export const CountsFailed: Story = {
  args: { attention: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(attentionTexts.failed)).toBeVisible()
    await expect(within(canvasElement).getByRole("link", { name: "Payments" })).toBeVisible()
  },
}

/** The charts as the portal places them, between the counts and the pages (administrators'). */
const charts = (report: ConsoleReportProps["report"]) => (
  <ConsoleReport report={report} range={30} onRangeChange={fn()} />
)

/** An administrator's overview with a month of a busy server drawn, on a phone and a desktop. */
export const WithCharts: Story = {
  tags: ["visual"],
  args: { report: charts({ status: "loaded", value: storyReport }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Recharts draws once it has measured its box; the screenshot waits for the bars.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(".recharts-bar-rectangle").length).toBeGreaterThan(0),
    )
    await expect(canvas.getByRole("region", { name: reportTexts.heading })).toBeVisible()
    await expect(canvas.getAllByRole("figure")).toHaveLength(4)
    await expect(canvas.getAllByText("Show as table")).toHaveLength(4)
    await expect(canvas.getByRole("link", { name: "Tickets" })).toBeVisible()
  },
}

/** A new server: every day at zero, the charts flat rather than missing. */
export const ChartsEmpty: Story = {
  tags: ["visual"],
  args: { report: charts({ status: "loaded", value: storyQuietReport }) },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement).getByRole("region", { name: reportTexts.heading })
    await expect(within(report).getByRole("img", { name: /^Shop sales, 7 days: / })).toBeVisible()
  },
}

export const ChartsLoading: Story = {
  args: { report: charts({ status: "loading" }) },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement).getByRole("region", { name: reportTexts.heading })
    await expect(within(report).getByRole("status")).toHaveTextContent("Loading...")
  },
}

/** The report failed to load: the counts and the pages are still there. */
export const ChartsFailed: Story = {
  tags: ["visual"],
  args: { report: charts({ status: "failed" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(reportTexts.failed)).toBeVisible()
    await expect(canvas.getByRole("link", { name: "4 Open tickets" })).toBeVisible()
  },
}
