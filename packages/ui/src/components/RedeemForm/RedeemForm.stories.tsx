import { validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { RedeemForm, redeemNotes } from "./RedeemForm.tsx"

const meta = {
  title: "Components/RedeemForm",
  component: RedeemForm,
  args: { onRedeem: fn() },
} satisfies Meta<typeof RedeemForm>

export default meta
type Story = StoryObj<typeof meta>

/** Spec §5: no code, no call, and 'Voucher Code is required.' under the input. */
export const CodeRequired: Story = {
  name: "Code required error",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement)
    for (const note of redeemNotes) await expect(form.getByText(note)).toBeVisible()
    await userEvent.click(form.getByRole("button", { name: "Redeem" }))
    await expect(form.getByRole("textbox", { name: "Redeem Code" })).toHaveAccessibleDescription(
      validationMessages.voucherCodeRequired,
    )
    await expect(args.onRedeem).not.toHaveBeenCalled()
  },
}

/** The code shows in upper case, but what is sent is exactly what was typed (codes are case-sensitive). */
export const SendsWhatWasTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement)
    const code = form.getByRole("textbox", { name: "Redeem Code" })
    await userEvent.type(code, "Gate-7q2m")
    await expect(getComputedStyle(code).textTransform).toBe("uppercase")
    await userEvent.type(form.getByRole("textbox", { name: "Referral Code" }), "LUNA")
    await userEvent.keyboard("{Enter}")
    await expect(args.onRedeem).toHaveBeenCalledWith({ CouponCode: "Gate-7q2m", ReferralCode: "LUNA" })
  },
}

export const Pending: Story = {
  name: "Redeeming, nothing sent twice",
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement)
    await userEvent.type(form.getByRole("textbox", { name: "Redeem Code" }), "GATE-7Q2M-K9XD")
    await userEvent.keyboard("{Enter}")
    await expect(args.onRedeem).not.toHaveBeenCalled()
  },
}
