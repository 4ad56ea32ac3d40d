import { shopAdminMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyAdminCategories, storyAdminItems } from "../../fixtures/shopAdmin.ts"
import { ShopItemEditor } from "./ShopItemEditor.tsx"
import { emptyShopItemDraft, shopItemDraftOf } from "./shopItemDraft.ts"

const [wings] = storyAdminItems as unknown as [(typeof storyAdminItems)[number]]

const meta = {
  title: "Console/ShopItemEditor",
  component: ShopItemEditor,
  args: {
    heading: "New item",
    initial: emptyShopItemDraft(1),
    categories: storyAdminCategories,
    onSave: fn(),
    onUploadPicture: fn(async () => "/media/uploads/0123456789abcdef0123456789abcdef"),
    backHref: "/staff/shop",
    saveLabel: "Create item",
  },
} satisfies Meta<typeof ShopItemEditor>

export default meta
type Story = StoryObj<typeof meta>

/** A new item: R-Coin, on sale; the preview waits for a name and a price. */
export const NewItem: Story = {
  name: "New item",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("combobox", { name: "Currency" })).toHaveValue("2")
    await expect(canvas.getByRole("checkbox", { name: /On sale/ })).toBeChecked()
    await expect(canvas.getByText("The card shows once the item has a name and a price.")).toBeVisible()
  },
}

/** A saved item, with its card and tooltip as players see them. */
export const EditItem: Story = {
  name: "Editing an item, with its preview",
  tags: ["visual"],
  args: { heading: "Phoenix Wings of Dawn", initial: shopItemDraftOf(wings), saveLabel: "Save changes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("textbox", { name: "Price" })).toHaveValue("1200.00")
    const preview = within(canvas.getByRole("region", { name: "As players see it" }))
    await expect(preview.getByText("Card in the premium strip")).toBeVisible()
    await expect(preview.getByRole("article", { name: "Phoenix Wings of Dawn" })).toBeVisible()
    await expect(preview.getByRole("heading", { name: "Phoenix Wi..." })).toBeVisible()
    await expect(preview.getByRole("tooltip")).toHaveTextContent(
      "Radiant wings that trail embers as you run.",
    )
  },
}

/** The preview follows what is typed, before anything is saved. */
export const LivePreview: Story = {
  name: "The preview follows the unsaved fields",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: "Item name" }), "Lantern of Dawn")
    await userEvent.type(canvas.getByRole("textbox", { name: "Price" }), "12.5")
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Currency" }), "Milleage")
    const preview = within(canvas.getByRole("region", { name: "As players see it" }))
    await expect(preview.getByText("Card in the item list")).toBeVisible()
    await expect(preview.getByRole("heading", { name: "Lantern of..." })).toBeVisible()
    await expect(preview.getByRole("tooltip")).toHaveTextContent("Lantern of Dawn")
    await expect(preview.getByRole("tooltip")).toHaveTextContent("12.50")
    await userEvent.click(canvas.getByRole("checkbox", { name: /Premium/ }))
    await expect(preview.getByText("Card in the premium strip")).toBeVisible()
    await expect(preview.getByText("hot")).toBeVisible()
  },
}

/** Wrong fields are named before anything is sent. */
export const Refused: Story = {
  name: "Wrong fields are refused on the spot",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: "Price" }), "12.345")
    await userEvent.type(canvas.getByRole("textbox", { name: "ItemMain" }), "-4")
    await userEvent.click(canvas.getByRole("button", { name: "Create item" }))
    await expect(canvas.getByRole("alert")).toHaveTextContent("Some fields need attention")
    await expect(canvas.getByText(shopAdminMessages.itemNameRequired)).toBeVisible()
    await expect(canvas.getByText(shopAdminMessages.price)).toBeVisible()
    await expect(canvas.getByText(shopAdminMessages.gameNumber)).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: "Price" })).toHaveAttribute("aria-invalid", "true")
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** A complete item is sent with its price exactly as typed and empty numbers as none. */
export const Saves: Story = {
  name: "A new item is saved",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: "Item name" }), "Lantern of Dawn")
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Category" }), "Consumables")
    await userEvent.type(canvas.getByRole("textbox", { name: "Price" }), "0.10")
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Ribbon" }), "New")
    await userEvent.type(canvas.getByRole("textbox", { name: "Icon file" }), "ItemIcon_0312.png")
    await userEvent.type(canvas.getByRole("textbox", { name: "Game ProductNum" }), "4021")
    await userEvent.click(canvas.getByRole("button", { name: "Create item" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      categoryId: 2,
      ItemName: "Lantern of Dawn",
      price: "0.10",
      section: 2,
      premium: false,
      onSale: true,
      ribbon: "/media/ribbons/new.svg",
      description: null,
      image_url: null,
      icon: "ItemIcon_0312.png",
      gameProductNum: 4021,
      gameItemMain: null,
      gameItemSub: null,
    })
  },
}

/** An uploaded picture's address fills the picture field. */
export const Upload: Story = {
  name: "A picture is uploaded",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')
    if (input === null) throw new Error("no file input")
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "lantern.png", { type: "image/png" })
    await userEvent.upload(input, png)
    await expect(args.onUploadPicture).toHaveBeenCalledWith(png)
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: "Picture address" })).toHaveValue(
        "/media/uploads/0123456789abcdef0123456789abcdef",
      ),
    )
  },
}

/** What the server refused shows beside its field until the field is changed. */
export const ServerRefused: Story = {
  name: "The server refused a field",
  args: { errors: { categoryId: shopAdminMessages.noSuchCategory } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(shopAdminMessages.noSuchCategory)).toBeVisible()
  },
}

/** While saving, the button says so and cannot be pressed again. */
export const Saving: Story = {
  args: { isPending: true, initial: shopItemDraftOf(wings), saveLabel: "Save changes" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Saving..." })).toBeDisabled()
  },
}
