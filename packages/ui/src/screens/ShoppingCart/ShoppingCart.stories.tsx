import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyCartRows } from "../../fixtures/shop.ts"
import { insufficientBalanceText, ShoppingCart } from "./ShoppingCart.tsx"

const meta = {
  title: "Screens/ShoppingCart",
  component: ShoppingCart,
  args: {
    rows: storyCartRows,
    balances: { UserPoint: 8115, UserPoint2: 2065 },
    onToggleCheck: fn(),
    onChangeQuantity: fn(),
    onBuyChecked: fn(),
  },
} satisfies Meta<typeof ShoppingCart>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Subtotal counts every row, Total the checked ones; R-Coin and Milleage are kept apart. Each control
 * hands its row to the caller, which refetches the cart.
 */
export const Populated: Story = {
  name: "Logged in, cart with 3 items",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const cart = within(canvasElement)
    await expect(cart.getByText("3 items in your cart")).toBeVisible()
    const subtotal = cart.getByText("Subtotal").parentElement as HTMLElement
    await expect(subtotal).toHaveTextContent("1,200.00 R-Coin")
    await expect(subtotal).toHaveTextContent("280.25 Milleage")
    const total = cart.getByText("Total").parentElement as HTMLElement
    await expect(total).toHaveTextContent("1,200.00 R-Coin")
    await expect(total).toHaveTextContent("30.00 Milleage")

    await userEvent.click(cart.getByRole("checkbox", { name: "Buy Enhancement Scroll +3" }))
    await expect(args.onToggleCheck).toHaveBeenCalledWith(expect.objectContaining({ seq: 3 }))
    await userEvent.click(cart.getByRole("button", { name: "One more Elixir" }))
    await expect(args.onChangeQuantity).toHaveBeenCalledWith(expect.objectContaining({ seq: 1 }), 1)
    await userEvent.click(cart.getByRole("button", { name: "One less Elixir" }))
    await expect(args.onChangeQuantity).toHaveBeenCalledWith(expect.objectContaining({ seq: 1 }), -1)
    // Never below 1.
    await expect(cart.getByRole("button", { name: "One less Phoenix Wings of Dawn" })).toBeDisabled()
    await userEvent.click(cart.getByRole("button", { name: "Proceed to Buy (Buy Checked Items)" }))
    await expect(args.onBuyChecked).toHaveBeenCalledTimes(1)
    await expect(cart.queryByText(insufficientBalanceText)).not.toBeInTheDocument()
  },
}

/** Hovering a row shows the item tooltip. */
export const RowTooltip: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText("Elixir").closest("li") as HTMLElement
    await userEvent.hover(row)
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole("tooltip")
    await expect(tooltip).toHaveTextContent("Restores health and mana.")
  },
}

/** The checked items cost more than the player holds: told before the server refuses. */
export const InsufficientBalance: Story = {
  tags: ["visual"],
  args: { balances: { UserPoint: 100, UserPoint2: 2065 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(insufficientBalanceText)
  },
}

export const EmptyCart: Story = {
  tags: ["visual"],
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement)
    await expect(cart.getByText("0 items in your cart")).toBeVisible()
    await expect(cart.getByText("No Data")).toBeVisible()
    await expect(cart.getByRole("button", { name: "Proceed to Buy (Buy Checked Items)" })).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { rows: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}
