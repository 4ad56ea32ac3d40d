import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { CurrencyLegend } from "./CurrencyLegend.tsx"

const meta = {
  title: "Components/CurrencyLegend",
  component: CurrencyLegend,
} satisfies Meta<typeof CurrencyLegend>

export default meta
type Story = StoryObj<typeof meta>

/** In the item shop and the cart, Milleage goes by its shop name (spec §1). */
export const InTheShop: Story = {
  name: "In the shop",
  tags: ["visual"],
  args: { place: "shop" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getByText(/Prices in/)
        .closest("p"),
    ).toHaveTextContent("Prices inR-CoinR-Point")
  },
}

/** Elsewhere (a purchase history), the earned currency by its own name. */
export const Elsewhere: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement)
      .getByText(/Prices in/)
      .closest("p")
    await expect(legend).toHaveTextContent("Milleage")
    await expect(legend).not.toHaveTextContent("R-Point")
  },
}
