import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"
import { storyRevenue } from "../../fixtures/consolePayments.ts"
import { RevenueChart } from "./RevenueChart.tsx"

const meta = {
  title: "Console/RevenueChart",
  component: RevenueChart,
  args: { days: { status: "loaded", value: storyRevenue } },
} satisfies Meta<typeof RevenueChart>

export default meta
type Story = StoryObj<typeof meta>

/** Two rows of bars, each read out as one sentence; the same figures open as a table, newest day first. */
export const Populated: Story = {
  name: "Thirty days",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole("img", {
        name: "Pesos received: ₱31,075.00 in the last 30 days, the most on Nov 28 (₱2,475.00).",
      }),
    ).toBeVisible()
    await expect(
      page.getByRole("img", { name: "Top-ups: 173 in the last 30 days, the most on Nov 28 (13)." }),
    ).toBeVisible()
    // The first day under the bars (the table, still closed, names it too).
    await expect(page.getAllByText("Oct 30")[0]).toBeVisible()
    await userEvent.click(page.getByText("Show the days as a table"))
    const table = page.getByRole("table", { name: "Revenue per day" })
    await expect(table).toBeVisible()
    const [, newest] = within(table).getAllByRole("row")
    await expect(newest).toHaveTextContent(/Nov 28.*₱2,475\.00.*9.*4.*13/)
  },
}

export const Quiet: Story = {
  name: "Nothing received",
  args: {
    days: {
      status: "loaded",
      value: storyRevenue.map((day) => ({ ...day, pesosCentavos: 0, payments: 0, codes: 0 })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "Pesos received: none in the last 30 days." }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { days: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { days: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The revenue could not be read. Please try again.",
    )
  },
}
