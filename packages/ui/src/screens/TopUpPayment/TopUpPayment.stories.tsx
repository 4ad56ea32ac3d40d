import { paymentStateLabels } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyPayment } from "../../fixtures/payments.ts"
import type { LoadState } from "../loadable.ts"
import {
  type PaymentOnPage,
  paymentLoadFailedText,
  paymentNotFoundText,
  TopUpPayment,
} from "./TopUpPayment.tsx"

const meta = {
  title: "Screens/TopUpPayment",
  component: TopUpPayment,
  args: { payment: { status: "loaded", value: storyPayment }, onRetry: fn() },
} satisfies Meta<typeof TopUpPayment>

export default meta
type Story = StoryObj<typeof meta>

const loaded = (change: Partial<PaymentOnPage>): LoadState<PaymentOnPage | null> => ({
  status: "loaded",
  value: { ...storyPayment, ...change },
})

/** Back from the gateway before it has confirmed: what was bought, and that the page keeps asking. */
export const Waiting: Story = {
  name: "Waiting for the gateway",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Top Up R-Coin" })).toBeVisible()
    await expect(page.getByRole("status")).toHaveTextContent(
      "Waiting for payment. PayMongo has not confirmed your payment yet. This page checks again every few seconds.",
    )
    await expect(page.getByText("Adventurer Chest")).toBeVisible()
    await expect(page.getByText("GCash through PayMongo")).toBeVisible()
    await expect(page.getByText("₱500.00")).toBeVisible()
    await expect(page.getByText("Nov 22, 2026, 9:09 AM")).toBeVisible()
    await expect(page.queryByText("Your balance")).toBeNull()
  },
}

/** Credited: how much was added, the balance now, and the way back to the shop. */
export const Credited: Story = {
  name: "Paid and credited",
  tags: ["visual"],
  args: { payment: loaded({ state: "credited", balance: 670 }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("status")).toHaveTextContent(
      "Paid and credited. 550.00 R-Coin was added to your balance.",
    )
    await expect(page.getByText("Your balance").nextElementSibling).toHaveTextContent("670.00 R-Coin")
    await expect(page.getByRole("link", { name: "Back to the Item Shop" })).toHaveAttribute(
      "href",
      "/itemshop",
    )
  },
}

/** A failed or expired payment offers Top Up again. */
export const Failed: Story = {
  name: "Payment failed",
  args: { payment: loaded({ state: "failed" }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("status")).toHaveTextContent(paymentStateLabels.failed)
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/topup")
  },
}

export const Expired: Story = {
  name: "Time to pay ran out",
  args: { payment: loaded({ state: "expired", provider: "xendit", methodLabel: "Cash at 7-Eleven" }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("status")).toHaveTextContent(
      "Expired. The time to pay ran out, so nothing was added. If you did pay, this page updates when Xendit confirms it.",
    )
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/topup")
  },
}

export const Held: Story = {
  name: "Being checked by staff",
  args: { payment: loaded({ state: "held" }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("status")).toHaveTextContent(paymentStateLabels.held)
    await expect(page.queryByRole("link")).toBeNull()
  },
}

export const Refunded: Story = {
  args: { payment: loaded({ state: "refunded" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Refunded. This payment was paid back, and its 550.00 R-Coin taken back from your balance.",
    )
  },
}

/** The state line is one live region: a change of state is heard where it is, without moving focus. */
export const StateChangeAnnounced: Story = {
  name: "A change of state is announced",
  render: (args) => {
    const [payment, setPayment] = useState(args.payment)
    return (
      <>
        <button type="button" onClick={() => setPayment(loaded({ state: "credited", balance: 670 }))}>
          Confirm
        </button>
        <TopUpPayment {...args} payment={payment} />
      </>
    )
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const region = page.getByRole("status")
    await userEvent.click(page.getByRole("button", { name: "Confirm" }))
    await expect(page.getByRole("status")).toBe(region)
    await expect(region).toHaveTextContent(paymentStateLabels.credited)
  },
}

export const NotFound: Story = {
  name: "No such payment",
  tags: ["visual"],
  args: { payment: { status: "loaded", value: null } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(paymentNotFoundText)).toBeVisible()
    await expect(page.getByRole("link", { name: "Top Up R-Coin" })).toHaveAttribute("href", "/topup")
  },
}

export const Loading: Story = {
  args: { payment: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading your payment...")
  },
}

export const LoadFailed: Story = {
  name: "Failed to load",
  args: { payment: { status: "failed" } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("alert")).toHaveTextContent(paymentLoadFailedText)
    await userEvent.click(page.getByRole("button", { name: "Try again" }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
