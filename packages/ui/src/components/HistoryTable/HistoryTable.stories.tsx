import { formatAmount } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyRedeems } from "../../fixtures/shop.ts"
import type { RedeemRow } from "../../screens/RedeemHistory/RedeemHistory.tsx"
import { HistoryTable } from "./HistoryTable.tsx"
import { historyFailureText } from "./historyState.ts"

const meta = {
  title: "Components/HistoryTable",
  component: HistoryTable<RedeemRow>,
  args: {
    list: { status: "loaded", value: { rows: storyRedeems, lastPage: 3 } },
    page: 1,
    target: "/topuphistory?",
    label: "Redeem History",
    rowKey: (row) => row.CardCode,
    columns: [
      { header: "Card Code", kind: "rowHeader", cell: (row) => row.CardCode },
      { header: "Redeem Date", cell: (row) => row.DateTopUp },
      { header: "Card Value", kind: "number", cell: (row) => formatAmount(row.Cardvalue) },
    ],
  },
} satisfies Meta<typeof HistoryTable<RedeemRow>>

export default meta
type Story = StoryObj<typeof meta>

export const Page: Story = {
  name: "A page of history",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("table", { name: "Redeem History" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/topuphistory?&page=2",
    )
  },
}

export const NothingYet: Story = {
  name: "Nothing yet",
  args: { list: { status: "loaded", value: { rows: [], lastPage: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No Data")).toBeVisible()
    await expect(within(canvasElement).queryByRole("table")).not.toBeInTheDocument()
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(historyFailureText)
  },
}
