import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyAdminCategories, storyAdminItems } from "../../fixtures/shopAdmin.ts"
import { noShopItemFilters, ShopItemList } from "./ShopItemList.tsx"

const meta = {
  title: "Console/ShopItemList",
  component: ShopItemList,
  args: {
    list: { status: "loaded", value: { items: storyAdminItems, pageCount: 2, total: 23 } },
    categories: storyAdminCategories,
    filters: noShopItemFilters,
    onFilter: fn(),
    page: 1,
    pageTarget: "/staff/shop?",
    editHref: (item) => `/staff/shop?edit=${item.ProductNum}`,
    newHref: "/staff/shop?new=1",
    onSaleChange: fn(),
  },
} satisfies Meta<typeof ShopItemList>

export default meta
type Story = StoryObj<typeof meta>

/** Items on sale and off sale, with price and currency, game numbers, and their actions. */
export const Populated: Story = {
  name: "Items listed",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole("table", { name: "Shop items" })
    await expect(within(table).getByRole("rowheader", { name: /Phoenix Wings of Dawn/ })).toBeVisible()
    await expect(within(table).getByText("ProductNum 4012, Item 120/3")).toBeVisible()
    await expect(within(table).getByText("Off sale")).toBeVisible()
    await expect(canvas.getByRole("link", { name: /^Edit\s+Elixir$/ })).toHaveAttribute(
      "href",
      "/staff/shop?edit=102",
    )
    await expect(canvas.getByRole("link", { name: "New item" })).toHaveAttribute("href", "/staff/shop?new=1")
    await expect(canvas.getByText("23 items")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/staff/shop?&page=2")
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The shop's items could not be read.",
    )
  },
}

export const Empty: Story = {
  name: "No item matches",
  args: { list: { status: "loaded", value: { items: [], pageCount: 1, total: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No item matches.")).toBeVisible()
  },
}

/** The filters are sent together when Filter is pressed. */
export const Filter: Story = {
  name: "Filter by category, sale and name",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Category" }), "Consumables")
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sale" }), "Off sale")
    await userEvent.type(canvas.getByRole("textbox", { name: "Name or number" }), "mask")
    await userEvent.click(canvas.getByRole("button", { name: "Filter" }))
    await expect(args.onFilter).toHaveBeenCalledWith({ category: "2", onSale: "no", text: "mask" })
  },
}

/** Taking an item off sale, or putting one back, from the list. */
export const SaleChange: Story = {
  name: "Take off sale and put back",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Take off sale: Elixir" }))
    await expect(args.onSaleChange).toHaveBeenCalledWith(storyAdminItems[1], false)
    await userEvent.click(canvas.getByRole("button", { name: "Put on sale: Old Festival Mask" }))
    await expect(args.onSaleChange).toHaveBeenCalledWith(storyAdminItems[2], true)
  },
}

/** While one item's change is under way its button waits. */
export const Pending: Story = {
  name: "A change under way",
  args: { pendingItem: 102 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Take off sale: Elixir" })).toBeDisabled()
  },
}
