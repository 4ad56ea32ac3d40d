import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { PurchaseSummary, purchaseShortfallText } from "./PurchaseSummary.tsx"

const meta = {
  title: "Components/PurchaseSummary",
  component: PurchaseSummary,
  args: {
    lines: [
      { name: "Elixir", quantity: 2, price: 15, section: 1 },
      { name: "Phoenix Wings of Dawn", quantity: 1, price: 1200, section: 2 },
    ],
    balances: { UserPoint: 8115, UserPoint2: 2065 },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "24rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PurchaseSummary>

export default meta
type Story = StoryObj<typeof meta>

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: "dt" }).parentElement as HTMLElement

/** Each item with its cost, the total per currency and both balances after paying, in the shop's words. */
export const TwoCurrencies: Story = {
  name: "Items in both currencies, balance after",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole("list", { name: "Items to buy" }))
    await expect(items.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "2 × Elixir30.00 R-Point",
      "1 × Phoenix Wings of Dawn1,200.00 R-Coin",
    ])
    await expect(figure(canvasElement, "Total")).toHaveTextContent("Total1,200.00 R-Coin30.00 R-Point")
    await expect(figure(canvasElement, "Balance after")).toHaveTextContent(
      "Balance after6,915.00 R-Coin2,035.00 R-Point",
    )
    await expect(canvasElement).not.toHaveTextContent("Milleage")
  },
}

/** A single item bought now: its price is the total; only the currency paid with is totalled. */
export const OneItem: Story = {
  name: "One item",
  args: { lines: [{ name: "Elixir", quantity: 1, price: 15, section: 1 }] },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, "Total")).toHaveTextContent("Total15.00 R-Point")
    await expect(figure(canvasElement, "Balance after")).toHaveTextContent("8,115.00 R-Coin2,050.00 R-Point")
  },
}

/** More than the player holds: no balance after, and the shortfall is told. */
export const TooDear: Story = {
  name: "More than the balance",
  tags: ["visual"],
  args: { balances: { UserPoint: 100, UserPoint2: 2065 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(purchaseShortfallText)
    await expect(within(canvasElement).queryByText("Balance after")).not.toBeInTheDocument()
  },
}

/** Without the balances (not known), only what the purchase costs. */
export const WithoutBalances: Story = {
  name: "Balances not known",
  args: { balances: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Balance after")).not.toBeInTheDocument()
    await expect(figure(canvasElement, "Total")).toHaveTextContent("1,200.00 R-Coin")
  },
}
