import { formatAmount } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyRedeems } from "../../fixtures/shop.ts"
import type { RedeemRow } from "../../screens/RedeemHistory/RedeemHistory.tsx"
import { vars } from "../../theme/vars.css.ts"
import { DataTable, type DataTableColumn } from "./DataTable.tsx"

const redeemColumns: ReadonlyArray<DataTableColumn<RedeemRow>> = [
  { header: "Card Code", kind: "rowHeader", cell: (row) => row.CardCode },
  { header: "Redeem Date", cell: (row) => row.DateTopUp },
  { header: "Card Value", kind: "number", cell: (row) => formatAmount(row.Cardvalue) },
]

const meta = {
  title: "Components/DataTable",
  component: DataTable,
  args: {
    rows: storyRedeems,
    columns: redeemColumns,
    rowKey: (row) => row.CardCode,
    label: "Redeemed codes",
  },
} satisfies Meta<typeof DataTable<RedeemRow>>

export default meta
type Story = StoryObj<typeof meta>

/** A classic table where there is room: headings over the columns, figures lined up at the end. */
export const Wide: Story = {
  name: "Table on a wide screen",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Redeemed codes" })
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Card Code", "Redeem Date", "Card Value"])
    await expect(within(table).getByRole("rowheader", { name: "GATE-7Q2M-K9XD" })).toBeVisible()
    await expect(
      within(table).getByRole("row", { name: /DUAL-U3HN-7ZQE 2026-05-02 18:30:00 200.00/ }),
    ).toBeVisible()
  },
}

/**
 * In a box as narrow as a phone, each row reads as a card: its name on top, each value beside its
 * column's label. Screen readers still hear a table with its headings.
 */
export const Stacked: Story = {
  name: "Stacked on a phone",
  tags: ["visual"],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "20rem", padding: vars.space.md, background: vars.color.surface }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Redeemed codes" })
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(3)
    // The headings stay for screen readers only; each value carries its column's label instead.
    const headings = within(table).getAllByRole("rowgroup")[0] as HTMLElement
    await expect(headings.getBoundingClientRect().height).toBeLessThanOrEqual(1)
    await expect(within(table).getAllByRole("cell")[0]).toHaveAttribute("data-label", "Redeem Date")
    const row = within(table).getAllByRole("row")[1] as HTMLElement
    await expect(getComputedStyle(row).display).toBe("flex")
  },
}

/** With a caption over it, as the guide pages title their tables. */
export const WithCaption: Story = {
  name: "Table with a caption",
  args: { caption: "Redeemed this season" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Redeemed this season").tagName).toBe("CAPTION")
  },
}
