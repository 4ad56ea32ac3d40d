import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyCartRows } from "../../fixtures/shop.ts"
import {
  buyCheckedConfirmText,
  cartTotalHints,
  insufficientBalanceText,
  ShoppingCart,
} from "./ShoppingCart.tsx"

const meta = {
  title: "Screens/ShoppingCart",
  component: ShoppingCart,
  args: {
    rows: storyCartRows,
    balances: { UserPoint: 8115, UserPoint2: 2065 },
    onToggleCheck: fn(),
    onChangeQuantity: fn(),
    onRemove: fn(),
    onBuyChecked: fn(),
  },
} satisfies Meta<typeof ShoppingCart>

export default meta
type Story = StoryObj<typeof meta>

const totalLine = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: "dt" }).parentElement as HTMLElement

/**
 * Subtotal counts every row, Total the checked ones, each explained under its label; R-Coin and
 * R-Point (Milleage's name in the shop) are kept apart. Each control hands its row to the caller,
 * which refetches the cart.
 */
export const Populated: Story = {
  name: "Logged in, cart with 3 items",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const cart = within(canvasElement)
    await expect(cart.getByText("3 items in your cart")).toBeVisible()
    const subtotal = totalLine(canvasElement, "Subtotal")
    await expect(subtotal).toHaveTextContent(cartTotalHints.subtotal)
    await expect(subtotal).toHaveTextContent("1,200.00 R-Coin")
    await expect(subtotal).toHaveTextContent("280.25 R-Point")
    const total = totalLine(canvasElement, "Total")
    await expect(total).toHaveTextContent(cartTotalHints.total)
    await expect(total).toHaveTextContent("1,200.00 R-Coin")
    await expect(total).toHaveTextContent("30.00 R-Point")
    await expect(canvasElement).not.toHaveTextContent("Milleage")

    await userEvent.click(cart.getByRole("checkbox", { name: "Buy Enhancement Scroll +3" }))
    await expect(args.onToggleCheck).toHaveBeenCalledWith(expect.objectContaining({ seq: 3 }))
    await userEvent.click(cart.getByRole("button", { name: "One more Elixir" }))
    await expect(args.onChangeQuantity).toHaveBeenCalledWith(expect.objectContaining({ seq: 1 }), 1)
    await userEvent.click(cart.getByRole("button", { name: "One less Elixir" }))
    await expect(args.onChangeQuantity).toHaveBeenCalledWith(expect.objectContaining({ seq: 1 }), -1)
    // Never below 1.
    await expect(cart.getByRole("button", { name: "One less Phoenix Wings of Dawn" })).toBeDisabled()
    const remove = cart.getByRole("button", { name: "Remove Enhancement Scroll +3 from the cart" })
    await userEvent.click(remove)
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ seq: 3 }))
    await expect(cart.queryByText(insufficientBalanceText)).not.toBeInTheDocument()
    // The page as it rests, for the baseline: no pointer over a row, no focus on a control.
    await userEvent.unhover(remove)
    remove.blur()
  },
}

/** Check boxes are drawn at least 24 px wide, and a ticked one carries a check mark, not only a colour. */
export const CheckBoxes: Story = {
  name: "Check boxes, ticked and not",
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement)
    const drawn = (name: string) => {
      const input = cart.getByRole("checkbox", { name })
      return input.closest("label")?.querySelector("[aria-hidden='true']") as HTMLElement
    }
    const ticked = drawn("Buy Elixir")
    const unticked = drawn("Buy Enhancement Scroll +3")
    await expect(cart.getByRole("checkbox", { name: "Buy Elixir" })).toBeChecked()
    await expect(cart.getByRole("checkbox", { name: "Buy Enhancement Scroll +3" })).not.toBeChecked()
    await expect(ticked.getBoundingClientRect().width).toBeGreaterThanOrEqual(24)
    await expect(ticked.getBoundingClientRect().height).toBeGreaterThanOrEqual(24)
    await expect(getComputedStyle(ticked, "::after").content).not.toBe("none")
    await expect(getComputedStyle(unticked, "::after").content).toBe("none")
  },
}

/**
 * Proceed to Buy asks first, naming the checked items, the total per currency and the balance after;
 * Cancel buys nothing, Buy hands over to the caller.
 */
export const ProceedToBuyConfirms: Story = {
  name: "Proceed to Buy, confirmation",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const proceed = within(canvasElement).getByRole("button", { name: "Proceed to Buy (Buy Checked Items)" })
    await userEvent.click(proceed)
    const dialog = within(await body.findByRole("alertdialog", { name: "Proceed to Buy" }))
    await waitFor(() => expect(dialog.getByText(buyCheckedConfirmText)).toBeVisible())
    const items = dialog.getByRole("list", { name: "Items to buy" })
    await expect(
      within(items)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["2 × Elixir30.00 R-Point", "1 × Phoenix Wings of Dawn1,200.00 R-Coin"])
    const figure = (label: string) => dialog.getByText(label, { selector: "dt" }).parentElement as HTMLElement
    await expect(figure("Total")).toHaveTextContent("1,200.00 R-Coin30.00 R-Point")
    await expect(figure("Balance after")).toHaveTextContent("6,915.00 R-Coin2,035.00 R-Point")
    await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus()
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }))
    await expect(args.onBuyChecked).not.toHaveBeenCalled()
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument())

    await userEvent.click(proceed)
    const again = within(await body.findByRole("alertdialog", { name: "Proceed to Buy" }))
    await waitFor(() => expect(again.getByText(buyCheckedConfirmText)).toBeVisible())
  },
}

/** Buy in the confirmation buys the checked rows, once. */
export const ProceedToBuyConfirmed: Story = {
  name: "Proceed to Buy, confirmed",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Proceed to Buy (Buy Checked Items)" }),
    )
    const dialog = within(await body.findByRole("alertdialog", { name: "Proceed to Buy" }))
    await userEvent.click(dialog.getByRole("button", { name: "Buy" }))
    await expect(args.onBuyChecked).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument())
  },
}

/** Hovering a row shows the item tooltip. */
export const RowTooltip: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText("Elixir").closest("li") as HTMLElement
    await userEvent.hover(row)
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole("tooltip")
    await expect(tooltip).toHaveTextContent("Restores health and mana.")
  },
}

/** The checked items cost more than the player holds: told before the server refuses. */
export const InsufficientBalance: Story = {
  tags: ["visual"],
  args: { balances: { UserPoint: 100, UserPoint2: 2065 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(insufficientBalanceText)
  },
}

export const EmptyCart: Story = {
  tags: ["visual"],
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement)
    await expect(cart.getByText("0 items in your cart")).toBeVisible()
    await expect(cart.getByText("No Data")).toBeVisible()
    await expect(cart.getByRole("button", { name: "Proceed to Buy (Buy Checked Items)" })).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { rows: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

/** The cart of three items in Filipino at a phone's width: its count, totals and buy button in Filipino. */
export const InFilipinoOnAPhone: Story = {
  ...Populated,
  name: "In Filipino, on a phone",
  tags: ["visual"],
  globals: { language: "fil", viewport: "phone" },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement)
    await expect(cart.getByText("3 item sa cart mo")).toBeVisible()
    await expect(cart.getByText("Kabuuan", { selector: "dt" })).toBeVisible()
    await expect(cart.getByRole("button", { name: "Bumili Na (Bilhin ang Naka-check)" })).toBeEnabled()
  },
}
