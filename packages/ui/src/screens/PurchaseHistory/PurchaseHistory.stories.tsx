import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { historyFailureText } from "../../components/HistoryTable/historyState.ts"
import { storyPurchases } from "../../fixtures/shop.ts"
import { PurchaseHistory } from "./PurchaseHistory.tsx"

const meta = {
  title: "Screens/PurchaseHistory",
  component: PurchaseHistory,
  args: { page: 1, list: { status: "loaded", value: { rows: storyPurchases, lastPage: 2 } } },
} satisfies Meta<typeof PurchaseHistory>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  name: "Three purchases",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("row", { name: /Elixir 5 May 10, 2026, 8:42\sAM 15.00/ })).toBeVisible()
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/shoppurchases?&page=2")
  },
}

export const WithDeliveryStates: Story = {
  name: "Where the items are",
  args: {
    list: {
      status: "loaded",
      value: {
        lastPage: 1,
        rows: storyPurchases.map((row, index) => ({
          ...row,
          DeliveryState: ["Waiting in item bank", "Collected", "Saved, waiting for the game server"][index],
        })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("columnheader", { name: "Delivery" })).toBeVisible()
    await expect(page.getByRole("row", { name: /Elixir 5 .* Collected/ })).toBeVisible()
    await expect(
      page.getByRole("row", { name: /Enhancement Scroll \+3 .* Saved, waiting for the game server/ }),
    ).toBeVisible()
  },
}

/** A server that says which currency each purchase was paid in: every price with its own. */
export const WithCurrencies: Story = {
  name: "Prices with their currency",
  tags: ["visual"],
  args: {
    list: {
      status: "loaded",
      value: {
        lastPage: 1,
        rows: storyPurchases.map((row, index) => ({
          ...row,
          shopitem: { ...row.shopitem, section: index === 1 ? 1 : 2 },
        })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("row", { name: /Phoenix Wings of Dawn .* 1,200.00 R-Coin/ })).toBeVisible()
    await expect(page.getByRole("row", { name: /Elixir .* 15.00 R-Point/ })).toBeVisible()
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
