import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { historyFailureText } from "../../components/HistoryTable/historyState.ts"
import { storyRedeems, storyTopUpsWithPayments } from "../../fixtures/shop.ts"
import { RedeemHistory } from "./RedeemHistory.tsx"

const meta = {
  title: "Screens/RedeemHistory",
  component: RedeemHistory,
  args: { page: 2, list: { status: "loaded", value: { rows: storyRedeems, lastPage: 2 } } },
} satisfies Meta<typeof RedeemHistory>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  name: "Three redeemed codes",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole("row", { name: /^GATE-7Q2M-K9XD May 15, 2026, 10:00\sAM 100.00$/ }),
    ).toBeVisible()
    await expect(page.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/topuphistory?&page=1")
    await expect(page.queryByRole("columnheader", { name: "Paid With" })).toBeNull()
  },
}

/** A server that says each card's currency: an R-Coin card and a Milleage card, each value named. */
export const WithCurrencies: Story = {
  name: "Card values with their currency",
  tags: ["visual"],
  args: {
    page: 1,
    list: {
      status: "loaded",
      value: {
        rows: storyRedeems.map((row, index) => ({ ...row, section: index === 1 ? 1 : 2 })),
        lastPage: 1,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("row", { name: /^GATE-7Q2M-K9XD .* 100.00 R-Coin$/ })).toBeVisible()
    await expect(page.getByRole("row", { name: /^DUAL-U3HN-7ZQE .* 200.00 Milleage$/ })).toBeVisible()
  },
}

export const WithPayments: Story = {
  name: "Gateway payments beside a code",
  tags: ["visual"],
  args: { page: 1, list: { status: "loaded", value: { rows: storyTopUpsWithPayments, lastPage: 1 } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("columnheader", { name: "Paid With" })).toBeVisible()
    await expect(
      page.getByRole("row", {
        name: /^Adventurer Pack May 20, 2026, 9:04\sPM 1,050.00 GCash ₱149.00 Paid and credited$/,
      }),
    ).toBeVisible()
    await expect(
      page.getByRole("row", { name: /^GATE-7Q2M-K9XD May 15, 2026, 10:00\sAM 100.00 Code — Redeemed$/ }),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  args: { list: { status: "loaded", value: { rows: [], lastPage: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No Data")).toBeVisible()
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(historyFailureText)
  },
}
