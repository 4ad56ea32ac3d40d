import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyReconciliation } from "../../fixtures/consolePayments.ts"
import { PaymentReconciliation } from "./PaymentReconciliation.tsx"

const meta = {
  title: "Console/PaymentReconciliation",
  component: PaymentReconciliation,
  args: { result: null, onRun: fn() },
} satisfies Meta<typeof PaymentReconciliation>

export default meta
type Story = StoryObj<typeof meta>

/** Before a run: a week at first; the button asks the gateways about the days chosen. */
export const NotRun: Story = {
  name: "Not run yet",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("combobox", { name: "Payments of the last" })).toHaveValue("7")
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Payments of the last" }), "30 days")
    await userEvent.click(page.getByRole("button", { name: "Check with the gateways" }))
    await expect(args.onRun).toHaveBeenCalledWith(30)
    await expect(page.queryByRole("table")).not.toBeInTheDocument()
  },
}

/** Each disagreement on its own row: paid not credited, credited not paid, and no answer. */
export const Findings: Story = {
  name: "Disagreements found",
  tags: ["visual"],
  args: { result: storyReconciliation },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("status")).toHaveTextContent(
      "42 payments of the last 7 days checked with PayMongo and Xendit: 3 to look at.",
    )
    const [, lost, doubtful, silent] = within(
      page.getByRole("table", { name: "Reconciliation findings" }),
    ).getAllByRole("row")
    await expect(lost).toHaveTextContent(/Paid, not credited.*moonwarden.*₱500\.00.*Expired.*Paid, ₱500\.00/)
    await expect(doubtful).toHaveTextContent(/Credited, not paid.*Credited.*Expired/)
    await expect(silent).toHaveTextContent(/Gateway could not say.*Xendit answered 503\./)
  },
}

export const AllAgree: Story = {
  name: "Everything agrees",
  args: { result: { ...storyReconciliation, checked: 1, days: 1, rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "1 payment of the last 1 day checked with PayMongo and Xendit: every one agrees.",
    )
  },
}

export const NoGateway: Story = {
  name: "No gateway turned on",
  args: { result: { days: 7, providers: [], checked: 0, truncated: false, rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "No gateway is turned on, so there is nothing to check.",
    )
  },
}

export const Running: Story = {
  name: "Asking the gateways",
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: /Check with the gateways/ })
    await userEvent.click(button)
    await expect(args.onRun).not.toHaveBeenCalled()
  },
}

export const Failed: Story = {
  name: "Check failed",
  args: { failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The gateways could not be checked. Please try again.",
    )
  },
}
