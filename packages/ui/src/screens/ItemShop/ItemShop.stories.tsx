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
    items: { status: "loaded", items: storyItems, lastPage: 4 },
    isLoggedIn: true,
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

/** Buy-now asks first; only OK buys. */
export const BuyNowConfirms: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Buy now: Elixir" }))
    const dialog = within(await body.findByRole("alertdialog"))
    // Dialogs fade in from transparent: what they show becomes visible a moment after they open.
    await waitFor(() => expect(dialog.getByText(buyConfirmText)).toBeVisible())
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }))
    await expect(args.onBuyNow).not.toHaveBeenCalled()

    await userEvent.click(within(canvasElement).getByRole("button", { name: "Buy now: Elixir" }))
    await userEvent.click(within(await body.findByRole("alertdialog")).getByRole("button", { name: "Buy" }))
    await expect(args.onBuyNow).toHaveBeenCalledWith(expect.objectContaining({ ProductNum: 103 }))
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
  args: { category: 3, page: 1, items: { status: "loaded", items: [], lastPage: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No Data")).toBeVisible()
    await expect(
      within(canvasElement).queryByRole("navigation", { name: "Item pages" }),
    ).not.toBeInTheDocument()
  },
}
