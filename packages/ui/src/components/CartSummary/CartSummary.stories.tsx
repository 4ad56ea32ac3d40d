import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyCartSummary } from "../../fixtures/shop.ts"
import { CartSummary } from "./CartSummary.tsx"

const meta = {
  title: "Components/CartSummary",
  component: CartSummary,
  args: { rows: storyCartSummary },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "272px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Names cut to 14 characters plus an ellipsis; Checkout leads to the cart. */
export const WithItems: Story = {
  name: "Cart with 3 items",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement).getByRole("region", { name: "My Cart" }))
    await expect(box.getByText("Phoenix Wings ...")).toBeVisible()
    await expect(box.getByText("Elixir")).toBeVisible()
    await expect(box.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/shoppingcart")
  },
}

export const EmptyCart: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Your cart is empty.")).toBeVisible()
  },
}
