import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { PayOnline } from "../../components/PayOnline/PayOnline.tsx"
import { storyTopUpMethods, storyTopUpPackages } from "../../fixtures/payments.ts"
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

/** On a server that takes payments, paying online comes under the redeem form. */
export const WithPayOnline: Story = {
  name: "With paying online",
  tags: ["visual"],
  args: {
    payOnlineSlot: (
      <PayOnline packages={storyTopUpPackages} methods={storyTopUpMethods} onPay={fn()} balance={120} />
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("region", { name: "Load R-COINS" })).toBeVisible()
    await expect(page.getByRole("region", { name: "Pay online" })).toBeVisible()
    await expect(page.getAllByRole("heading", { level: 1 })).toHaveLength(1)
  },
}
