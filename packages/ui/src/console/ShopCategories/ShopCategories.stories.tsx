import { shopAdminMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyAdminCategories } from "../../fixtures/shopAdmin.ts"
import { ShopCategories } from "./ShopCategories.tsx"

const meta = {
  title: "Console/ShopCategories",
  component: ShopCategories,
  args: {
    list: { status: "loaded", value: storyAdminCategories },
    onCreate: fn(),
    onRename: fn(),
    onToggleHidden: fn(),
    onReorder: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ShopCategories>

export default meta
type Story = StoryObj<typeof meta>

/** Every category in the order of the shop's tabs, hidden ones marked, each with its actions. */
export const Populated: Story = {
  name: "Categories listed",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole("table", { name: "Shop categories" })
    await expect(within(table).getByRole("rowheader", { name: "Winter Festival" })).toBeVisible()
    await expect(within(table).getByText("Hidden")).toBeVisible()
    // The first cannot go further up, the last further down.
    await expect(canvas.getByRole("button", { name: "Move up: Costumes" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Move down: Winter Festival" })).toBeDisabled()
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
      "The shop's categories could not be read.",
    )
  },
}

export const Empty: Story = {
  name: "No category yet",
  args: { list: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The shop has no categories yet/)).toBeVisible()
    await expect(within(canvasElement).queryByRole("table")).not.toBeInTheDocument()
  },
}

/** A new category is added by name; a blank name is refused on the spot. */
export const AddCategory: Story = {
  name: "Add a category",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Add category" }))
    await expect(canvas.getByText(shopAdminMessages.categoryNameRequired)).toBeVisible()
    await expect(args.onCreate).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByRole("textbox", { name: "New category" }), "  Mounts {Enter}")
    await expect(args.onCreate).toHaveBeenCalledWith("Mounts")
    await expect(canvas.getByRole("textbox", { name: "New category" })).toHaveValue("")
  },
}

/** Moving one down sends the whole new order; hiding names the category. */
export const ReorderAndHide: Story = {
  name: "Move a category and hide one",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Move down: Costumes" }))
    await expect(args.onReorder).toHaveBeenCalledWith([2, 1, 3])
    await userEvent.click(canvas.getByRole("button", { name: "Hide: Consumables" }))
    await expect(args.onToggleHidden).toHaveBeenCalledWith(storyAdminCategories[1])
    await expect(canvas.getByRole("button", { name: "Show: Winter Festival" })).toBeVisible()
  },
}

export const Rename: Story = {
  name: "Rename a category",
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Rename: Consumables" }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"))
    await userEvent.type(dialog.getByRole("textbox", { name: "New name for Consumables" }), "Potions")
    await userEvent.click(dialog.getByRole("button", { name: "Rename" }))
    await expect(args.onRename).toHaveBeenCalledWith(storyAdminCategories[1], "Potions")
  },
}

/** An empty category is deleted once confirmed. */
export const DeleteEmpty: Story = {
  name: "Delete an empty category",
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete: Winter Festival" }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"))
    await waitFor(() => expect(dialog.getByText("Delete the category Winter Festival?")).toBeVisible())
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }))
    await expect(args.onDelete).toHaveBeenCalledWith(storyAdminCategories[2])
  },
}

/** A category that still has items says why it cannot go, and nothing is asked of the server. */
export const DeleteWithItems: Story = {
  name: "A category with items cannot be deleted",
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Delete: Costumes" }))
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("alertdialog")
    await waitFor(() => expect(within(dialog).getByText(shopAdminMessages.categoryHasItems)).toBeVisible())
    await expect(args.onDelete).not.toHaveBeenCalled()
  },
}
