import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyConsolePayments, storyPaymentEvents } from "../../fixtures/consolePayments.ts"
import { PaymentDetails } from "./PaymentDetails.tsx"

const meta = {
  title: "Console/PaymentDetails",
  component: PaymentDetails,
  args: {
    payment: storyConsolePayments[0] ?? null,
    events: { status: "loaded", value: storyPaymentEvents },
    onClose: fn(),
  },
} satisfies Meta<typeof PaymentDetails>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Payment details" }))

/** The payment's facts, then each notification kept for it with its raw body, oldest first; Close closes. */
export const Populated: Story = {
  name: "A credited payment",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement)
    await waitFor(() => expect(dialog.getByText("moonwarden")).toBeVisible())
    await expect(dialog.getByText("cs_8XfJ2kLm9QpR")).toBeVisible()
    const events = within(dialog.getByRole("list", { name: "Notifications" })).getAllByRole("listitem")
    await expect(events).toHaveLength(2)
    await expect(events[0]).toHaveTextContent(/paid: credited/)
    await expect(events[0]).toHaveTextContent(/"type": "checkout_session.payment.paid"/)
    await expect(events[1]).toHaveTextContent(/paid: already handled/)
    await userEvent.click(dialog.getByRole("button", { name: "Close" }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const NoEvents: Story = {
  name: "No notification yet",
  args: { payment: storyConsolePayments[2] ?? null, events: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await waitFor(() => expect(dialog.getByText("No notification was kept for this payment.")).toBeVisible())
    await expect(dialog.getByText("None: no checkout was made")).toBeVisible()
    await expect(dialog.getByText(/Short 40\.00 R-Coin/)).toBeVisible()
  },
}

export const Loading: Story = {
  args: { events: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await waitFor(() => expect(dialog.getByRole("status")).toHaveTextContent("Loading..."))
  },
}

export const Closed: Story = {
  args: { payment: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).not.toBeInTheDocument()
  },
}
