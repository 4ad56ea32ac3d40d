import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyConsolePayments } from "../../fixtures/consolePayments.ts"
import { noPaymentFilters, PaymentList } from "./PaymentList.tsx"

const meta = {
  title: "Console/PaymentList",
  component: PaymentList,
  args: {
    list: { status: "loaded", value: { payments: storyConsolePayments, pageCount: 3 } },
    filters: noPaymentFilters,
    onFilter: fn(),
    onOpen: fn(),
    page: 1,
    pageTarget: "/staff/payments?",
  },
} satisfies Meta<typeof PaymentList>

export default meta
type Story = StoryObj<typeof meta>

/** Newest first: who paid, how, how much, where it stands and what went wrong; filtered and opened. */
export const Populated: Story = {
  name: "Payments listed",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const table = page.getByRole("table", { name: "Payments" })
    const [, credited, held, refunded] = within(table).getAllByRole("row")
    await expect(credited).toHaveTextContent(
      /moonwarden.*Adventurer Chest.*GCash \(PayMongo\).*₱500\.00.*550\.00.*Credited.*None/,
    )
    await expect(held).toHaveTextContent(
      /Cash at 7-Eleven \(Xendit\).*Held.*Paid PHP 50\.00, but the package costs PHP 100\.00/,
    )
    await expect(refunded).toHaveTextContent(/Refunded.*the account owes it\. Short 40\.00 R-Coin/)
    await userEvent.selectOptions(page.getByRole("combobox", { name: "State" }), "Held")
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Gateway" }), "Xendit")
    await userEvent.type(page.getByRole("textbox", { name: "Player" }), "sun")
    await userEvent.type(page.getByLabelText("From"), "2026-11-01")
    await userEvent.click(page.getByRole("button", { name: "Filter" }))
    await expect(args.onFilter).toHaveBeenCalledWith({
      state: "held",
      provider: "xendit",
      user: "sun",
      from: "2026-11-01",
      to: "",
    })
    await userEvent.click(page.getByRole("button", { name: "Details of sunblade's payment of ₱100.00" }))
    await expect(args.onOpen).toHaveBeenCalledWith(storyConsolePayments[1])
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/staff/payments?&page=2",
    )
  },
}

export const Empty: Story = {
  name: "No payment matches",
  args: {
    list: { status: "loaded", value: { payments: [], pageCount: 1 } },
    filters: { ...noPaymentFilters, state: "held" },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText("No payment matches.")).toBeVisible()
    await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("held")
  },
}

export const BadDay: Story = {
  name: "A day refused",
  args: { filterErrors: { to: "The last day cannot be before the first." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("To")).toHaveAccessibleDescription(
      "The last day cannot be before the first.",
    )
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The payments could not be read. Please try again.",
    )
  },
}
