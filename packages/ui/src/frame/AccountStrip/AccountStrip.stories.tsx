import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { AccountStrip } from "./AccountStrip.tsx"

const meta = {
  title: "Frame/AccountStrip",
  component: AccountStrip,
  args: { account: { coin: 1250.5, point: 340, cartItems: 3 } },
} satisfies Meta<typeof AccountStrip>

export default meta
type Story = StoryObj<typeof meta>

/** A player's balances, each named as the site calls its currency, and the cart's item count. */
export const Player: Story = {
  name: "Balances and three items in the cart",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement)
    await expect(canvasElement).toHaveTextContent("R-Coin1,250.50")
    await expect(canvasElement).toHaveTextContent("Milleage340.00")
    await expect(strip.getByRole("link", { name: "Shopping Cart, 3 items" })).toHaveAttribute(
      "href",
      "/shoppingcart",
    )
  },
}

/** While the cart loads, the cart link is there without a count. */
export const CartLoading: Story = {
  name: "Cart loading",
  args: { account: { coin: 1250.5, point: 340 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Shopping Cart" })).toBeInTheDocument()
  },
}

/** A guest: the box keeps its size, empty, so a login filling it moves nothing beside it. */
export const Guest: Story = {
  args: { account: undefined },
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(within(canvasElement).queryByRole("link")).not.toBeInTheDocument()
  },
}
