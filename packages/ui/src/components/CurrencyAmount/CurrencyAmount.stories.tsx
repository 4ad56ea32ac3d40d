import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { onAnotherServer } from "../../fixtures/siteConfigs.tsx"
import { CurrencyAmount } from "./CurrencyAmount.tsx"

const meta = {
  title: "Components/CurrencyAmount",
  component: CurrencyAmount,
  args: { amount: 1234.5, section: 2 },
} satisfies Meta<typeof CurrencyAmount>

export default meta
type Story = StoryObj<typeof meta>

/** Section 2 is R-Coin: the coin icon, two decimals. */
export const RCoin: Story = {
  name: "R-Coin amount",
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1,234.50")).toBeVisible()
    await expect(canvasElement).toHaveTextContent("R-Coin")
  },
}

/** Any other section is Milleage (the point icon). */
export const Milleage: Story = {
  name: "Milleage amount",
  args: { section: 1, amount: 15 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("15.00")).toBeVisible()
    await expect(canvasElement).toHaveTextContent("Milleage")
  },
}

/** Another server names its currencies in its site config: Crowns with a trophy, Honor Points with a scroll. */
export const CustomCurrencyNames: Story = {
  name: "Custom currency names",
  ...onAnotherServer,
  render: (args) => (
    <p>
      <CurrencyAmount {...args} amount={1234.5} section={2} /> and{" "}
      <CurrencyAmount {...args} amount={15} section={1} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1,234.50").parentElement).toHaveTextContent("Crowns")
    await expect(within(canvasElement).getByText("15.00").parentElement).toHaveTextContent("Honor Points")
    await expect(canvasElement).not.toHaveTextContent("R-Coin")
  },
}

/** Spec §1: inside the item shop and the cart, Milleage is called R-Point; R-Coin keeps its name. */
export const InTheShop: Story = {
  name: "In the shop, R-Point named",
  tags: ["visual"],
  render: (args) => (
    <p>
      <CurrencyAmount {...args} amount={1234.5} section={2} place="shop" isNameShown /> and{" "}
      <CurrencyAmount {...args} amount={15} section={1} place="shop" isNameShown />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1,234.50").parentElement).toHaveTextContent("R-Coin")
    await expect(within(canvasElement).getByText("R-Point")).toBeVisible()
    await expect(canvasElement).not.toHaveTextContent("Milleage")
  },
}
