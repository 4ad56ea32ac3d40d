import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyCategories, storyItems } from "../../fixtures/shop.ts"
import { buyConfirmText, ItemShop, shopFailureTexts } from "./ItemShop.tsx"

const meta = {
  title: "Screens/ItemShop",
  component: ItemShop,
  args: {
    categories: storyCategories,
    category: 0,
    page: 2,
    items: { status: "loaded", value: { items: storyItems, lastPage: 4 } },
    isLoggedIn: true,
    balances: { UserPoint: 8115, UserPoint2: 2065 },
    onLoginRequired: fn(),
    onAddToCart: fn(),
    onBuyNow: fn(),
  },
} satisfies Meta<typeof ItemShop>

export default meta
type Story = StoryObj<typeof meta>

/** Premium strip with 'hot' cards, the item list, and the pager for this category. */
export const Populated: Story = {
  name: "Logged in, premium strip and items",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const premium = within(page.getByRole("region", { name: "Premium Items" }))
    await expect(premium.getAllByRole("article")).toHaveLength(2)
    await expect(premium.getAllByText("hot")).toHaveLength(2)
    const list = within(page.getByRole("region", { name: "Items" }))
    // The unpriced item is left out.
    await expect(list.getAllByRole("article")).toHaveLength(3)
    await expect(page.queryByRole("article", { name: "Unpriced Relic" })).not.toBeInTheDocument()
    const pager = within(page.getByRole("navigation", { name: "Item pages" }))
    await expect(pager.getByText("2")).toHaveAttribute("aria-current", "page")
    await expect(pager.getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/itemshop?category=0&page=3",
    )
  },
}

/**
 * Buy-now asks the spec's question word for word, and shows the item, its price and the balance
 * after; only Buy buys.
 */
export const BuyNowConfirms: Story = {
  name: "Buy now, confirmation",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Buy now: Elixir" }))
    const dialog = within(await body.findByRole("alertdialog", { name: "Buy Now" }))
    // Dialogs fade in from transparent: what they show becomes visible a moment after they open.
    await waitFor(() => expect(dialog.getByText(buyConfirmText)).toBeVisible())
    const items = dialog.getByRole("list", { name: "Items to buy" })
    await expect(items).toHaveTextContent("1 × Elixir15.00 R-Point")
    const figure = (label: string) => dialog.getByText(label, { selector: "dt" }).parentElement as HTMLElement
    await expect(figure("Total")).toHaveTextContent("15.00 R-Point")
    await expect(figure("Balance after")).toHaveTextContent("8,115.00 R-Coin2,050.00 R-Point")
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }))
    await expect(args.onBuyNow).not.toHaveBeenCalled()
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument())

    await userEvent.click(within(canvasElement).getByRole("button", { name: "Buy now: Elixir" }))
    await userEvent.click(within(await body.findByRole("alertdialog")).getByRole("button", { name: "Buy" }))
    await expect(args.onBuyNow).toHaveBeenCalledWith(expect.objectContaining({ ProductNum: 103 }))
    // Left open for the baseline: the question over the shop.
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Buy now: Phoenix Wings of Dawn" }),
    )
    const open = within(await body.findByRole("alertdialog", { name: "Buy Now" }))
    await waitFor(() => expect(open.getByText(buyConfirmText)).toBeVisible())
    await expect(open.getByRole("list", { name: "Items to buy" })).toHaveTextContent(
      "1 × Phoenix Wings of Dawn1,200.00 R-Coin",
    )
  },
}

/** On a phone a tap on a card opens its details: full name, picture, description, price, and both actions. */
export const TapOpensDetails: Story = {
  name: "Tap on a card, details",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Details: Moonlit Mount Whistle" }),
    )
    const details = within(await body.findByRole("dialog", { name: "Moonlit Mount Whistle" }))
    await waitFor(() =>
      expect(details.getByText("Calls a silver stag to carry you across the campus.")).toBeVisible(),
    )
    await userEvent.click(details.getByRole("button", { name: "Add to cart" }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ ProductNum: 102 }))
    // Buy now from the details asks the same question as the card's own button.
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Details: Moonlit Mount Whistle" }),
    )
    const again = within(await body.findByRole("dialog", { name: "Moonlit Mount Whistle" }))
    await userEvent.click(again.getByRole("button", { name: "Buy now" }))
    const question = within(await body.findByRole("alertdialog", { name: "Buy Now" }))
    await waitFor(() => expect(question.getByText(buyConfirmText)).toBeVisible())
    await expect(body.queryByRole("dialog", { name: "Moonlit Mount Whistle" })).not.toBeInTheDocument()
    await userEvent.click(question.getByRole("button", { name: "Buy" }))
    await expect(args.onBuyNow).toHaveBeenCalledWith(expect.objectContaining({ ProductNum: 102 }))
  },
}

/** More premium items than a phone's width: the next card shows in part, the edge fades, and labelled buttons scroll the strip. */
export const PremiumStripScrolls: Story = {
  name: "Premium strip wider than the screen",
  tags: ["visual"],
  args: {
    items: {
      status: "loaded",
      value: { items: storyItems.map((item) => ({ ...item, premium: item.price !== null })), lastPage: 1 },
    },
    page: 1,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "390px" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const premium = within(canvasElement).getByRole("region", { name: "Premium Items" })
    // The strip measures itself once shown.
    const strip = await waitFor(() => {
      const scrolling = premium.querySelector<HTMLElement>("[data-more-after]")
      expect(scrolling).not.toBeNull()
      return scrolling as HTMLElement
    })
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth)
    const back = within(premium).getByRole("button", { name: "Previous premium items" })
    const more = within(premium).getByRole("button", { name: "More premium items" })
    await expect(back).toBeDisabled()
    await userEvent.click(more)
    await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0))
    await waitFor(() => expect(back).toBeEnabled())
    await userEvent.click(back)
    await waitFor(() => expect(strip.scrollLeft).toBe(0))
  },
}

/** A guest pressing add-to-cart or buy-now is sent to log in; nothing is asked or added. */
export const Guest: Story = {
  name: "Guest sent to log in",
  args: { isLoggedIn: false },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Add to cart: Elixir" }))
    await userEvent.click(page.getByRole("button", { name: "Buy now: Elixir" }))
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(2)
    await expect(args.onAddToCart).not.toHaveBeenCalled()
    await expect(within(canvasElement.ownerDocument.body).queryByRole("alertdialog")).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { items: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  name: "Failed to load",
  tags: ["visual"],
  args: { categories: [], items: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(shopFailureTexts.items)
    await expect(within(canvasElement).getByRole("link", { name: "All" })).toBeVisible()
  },
}

export const EmptyCategory: Story = {
  args: { category: 3, page: 1, items: { status: "loaded", value: { items: [], lastPage: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No Data")).toBeVisible()
    await expect(
      within(canvasElement).queryByRole("navigation", { name: "Item pages" }),
    ).not.toBeInTheDocument()
  },
}
