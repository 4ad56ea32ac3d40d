import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyQuietReport, storyReport, storyReportDays } from "../../fixtures/consoleReport.ts"
import { ConsoleReport, type ReportRange, reportTexts } from "./ConsoleReport.tsx"

const meta = {
  title: "Console/ConsoleReport",
  component: ConsoleReport,
  args: { report: { status: "loaded", value: storyReport }, range: 30, onRangeChange: fn() },
} satisfies Meta<typeof ConsoleReport>

export default meta
type Story = StoryObj<typeof meta>

/** Waits until Recharts has measured its box and drawn the bars, so a screenshot has them. */
const barsDrawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll(".recharts-bar-rectangle").length).toBeGreaterThan(0))

/** A month of a busy server: four charts, each with its totals, and what the game still owes. */
export const Month: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await barsDrawn(canvasElement)
    await expect(canvas.getByRole("heading", { level: 2, name: reportTexts.heading })).toBeVisible()
    await expect(canvas.getByText(reportTexts.waiting)).toBeVisible()
    // Each drawing says what it shows in one sentence (read from its label: role queries over four
    // charts' drawings are slow).
    const drawings = [...canvasElement.querySelectorAll('[role="img"][aria-label]')].map((drawing) =>
      drawing.getAttribute("aria-label"),
    )
    await expect(drawings).toHaveLength(4)
    const titles = [reportTexts.sales, reportTexts.topUps, reportTexts.codes, reportTexts.players]
    for (const [index, title] of titles.entries())
      await expect(drawings[index]).toMatch(new RegExp(`^${title}, 30 days: `))
    await userEvent.click(canvas.getByRole("radio", { name: reportTexts.rangeOption(90) }))
    await expect(args.onRangeChange).toHaveBeenCalledWith(90)
  },
}

/** Every chart's figures are a table away, newest day first, for whoever cannot read the bars. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await barsDrawn(canvasElement)
    const sales = canvas.getByRole("figure", { name: reportTexts.sales })
    await userEvent.click(within(sales).getByText("Show as table"))
    const table = await within(sales).findByRole("table", { name: `${reportTexts.sales} per day` })
    const [, newest] = within(table).getAllByRole("row")
    await expect(within(newest as HTMLElement).getByRole("rowheader")).toHaveTextContent("Nov 28")
    const last = storyReport.days.at(-1)
    await expect(newest).toHaveTextContent(
      ((last?.salesCents.rcoin ?? 0) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 }),
    )
  },
}

/** The range chosen asks for that many days; the charts follow. */
export const ChoosingARange: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<ReportRange>(30)
    const report = { status: "loaded" as const, value: { ...storyReport, days: storyReportDays(range) } }
    return <ConsoleReport {...args} report={report} range={range} onRangeChange={setRange} />
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("radio", { name: reportTexts.rangeOption(7) }))
    await expect(canvas.getByRole("radio", { name: reportTexts.rangeOption(7) })).toBeChecked()
    await expect(
      within(canvas.getByRole("figure", { name: reportTexts.sales })).getByRole("img"),
    ).toHaveAccessibleName(/, 7 days: /)
  },
}

/** A server with nothing yet: every day there at zero, the charts flat rather than missing. */
export const Quiet: Story = {
  args: { report: { status: "loaded", value: storyQuietReport }, range: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("figure")).toHaveLength(4)
    await expect(canvas.getByText(reportTexts.waiting)).toHaveTextContent(/^0 /)
  },
}

export const Loading: Story = {
  args: { report: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
    await expect(
      within(canvasElement).getByRole("radio", { name: reportTexts.rangeOption(30) }),
    ).toBeChecked()
  },
}

export const Failed: Story = {
  args: { report: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(reportTexts.failed)).toBeVisible()
    await expect(within(canvasElement).queryByRole("figure")).toBeNull()
  },
}
