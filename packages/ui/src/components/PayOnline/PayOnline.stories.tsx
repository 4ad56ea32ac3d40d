import { validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyTopUpMethods, storyTopUpPackages } from "../../fixtures/payments.ts"
import { PayOnline } from "./PayOnline.tsx"

const meta = {
  title: "Components/PayOnline",
  component: PayOnline,
  args: { packages: storyTopUpPackages, methods: storyTopUpMethods, onPay: fn(), balance: 120 },
} satisfies Meta<typeof PayOnline>

export default meta
type Story = StoryObj<typeof meta>

/** A package and a way to pay are chosen, the sum is told before paying, and Pay sends the choice. */
export const ChooseAndPay: Story = {
  name: "Choose and pay",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const part = within(canvasElement)
    const pay = part.getByRole("button", { name: "Pay" })
    await expect(pay).toBeDisabled()
    await expect(part.getByText("Choose a package and a way to pay.")).toBeVisible()
    await userEvent.click(
      part.getByRole("radio", { name: /^Adventurer Chest ₱500\.00 500\.00 R-Coin \+ 50\.00 bonus$/ }),
    )
    const paymongo = within(part.getByRole("group", { name: "PayMongo" }))
    await userEvent.click(paymongo.getByRole("radio", { name: "GCash (PayMongo)" }))
    await expect(
      part.getByText(
        "You pay ₱500.00 with GCash through PayMongo and get 550.00 R-Coin. Your balance after: 670.00 R-Coin.",
      ),
    ).toBeVisible()
    await userEvent.click(pay)
    await expect(args.onPay).toHaveBeenCalledWith({ packageId: 2, provider: "paymongo", method: "gcash" })
  },
}

/** The arrow keys move between the ways of paying, across gateways, as in any radio group. */
export const ByKeyboard: Story = {
  name: "Chosen by keyboard",
  play: async ({ canvasElement, args }) => {
    const part = within(canvasElement)
    await userEvent.click(part.getByRole("radio", { name: /^Starter Pouch/ }))
    await userEvent.tab()
    await userEvent.keyboard(" ")
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}")
    await expect(part.getByRole("radio", { name: "GCash (Xendit)" })).toBeChecked()
    await userEvent.tab()
    await userEvent.keyboard("{Enter}")
    await expect(args.onPay).toHaveBeenCalledWith({ packageId: 1, provider: "xendit", method: "GCASH" })
  },
}

/** One gateway: its methods need not say which gateway they go through. */
export const OneGateway: Story = {
  name: "One gateway",
  args: { methods: storyTopUpMethods.filter((method) => method.provider === "xendit") },
  play: async ({ canvasElement }) => {
    const part = within(canvasElement)
    await expect(part.getByRole("group", { name: "Xendit" })).toBeVisible()
    await expect(part.getByRole("radio", { name: "Cash at 7-Eleven" })).toBeVisible()
  },
}

/** While the payment is made, nothing can be changed or sent twice. */
export const Paying: Story = {
  name: "Paying, nothing sent twice",
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const part = within(canvasElement)
    for (const radio of part.getAllByRole("radio")) await expect(radio).toBeDisabled()
    await userEvent.click(part.getByRole("button", { name: /Pay/ }))
    await expect(args.onPay).not.toHaveBeenCalled()
  },
}

/** A guest sees what is on sale and is asked to log in to pay. */
export const Guest: Story = {
  tags: ["visual"],
  args: { isGuest: true, balance: undefined },
  play: async ({ canvasElement }) => {
    const part = within(canvasElement)
    await expect(part.getAllByRole("radio", { name: /R-Coin/ })).toHaveLength(3)
    await expect(part.getByText(validationMessages.loginToContinue)).toBeVisible()
    await expect(part.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login")
    await expect(part.queryByRole("button", { name: "Pay" })).toBeNull()
  },
}
