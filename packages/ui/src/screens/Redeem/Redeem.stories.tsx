import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { Redeem } from "./Redeem.tsx"

const meta = {
  title: "Screens/Redeem",
  component: Redeem,
  args: { onRedeem: fn() },
} satisfies Meta<typeof Redeem>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  name: "Redeem form",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Top Up R-Coin" })).toBeVisible()
    await expect(page.getByRole("region", { name: "Load R-COINS" })).toBeVisible()
    await userEvent.type(page.getByRole("textbox", { name: "Redeem Code" }), "GATE-7Q2M-K9XD")
    await userEvent.click(page.getByRole("button", { name: "Redeem" }))
    await expect(args.onRedeem).toHaveBeenCalledWith({ CouponCode: "GATE-7Q2M-K9XD", ReferralCode: "" })
  },
}
