import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { storyAdminItems } from "../../fixtures/shopAdmin.ts"
import { previewItemOf, type ShopAdminItem, shopItemDraftOf } from "../ShopItemEditor/shopItemDraft.ts"
import { ShopItemPreview } from "./ShopItemPreview.tsx"

const [wings, elixir] = storyAdminItems as unknown as [ShopAdminItem, ShopAdminItem]
const previewOf = (item: (typeof storyAdminItems)[number]) => previewItemOf(shopItemDraftOf(item))

const meta = {
  title: "Console/ShopItemPreview",
  component: ShopItemPreview,
  args: { item: previewOf(elixir) },
} satisfies Meta<typeof ShopItemPreview>

export default meta
type Story = StoryObj<typeof meta>

/** A regular item: its card with its own ribbon, Milleage shown as R-Point in the shop. */
export const Regular: Story = {
  name: "Regular item",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Card in the item list")).toBeVisible()
    const card = within(canvas.getByRole("article", { name: "Elixir" }))
    await expect(card.queryByText("hot")).not.toBeInTheDocument()
    await expect(card.getByText("R-Point")).toBeInTheDocument()
    await expect(canvas.getByRole("tooltip")).toHaveTextContent("Restores health and mana at once.")
  },
}

/** A premium item wears the fixed 'hot' ribbon in the premium strip. */
export const Premium: Story = {
  name: "Premium item",
  args: { item: previewOf(wings) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Card in the premium strip")).toBeVisible()
    await expect(within(canvas.getByRole("article")).getByText("hot")).toBeVisible()
  },
}

/** The card opens its details as in the shop, so staff can check the phone view too. */
export const Details: Story = {
  name: "Details as on a phone",
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Details: Elixir" }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"))
    await waitFor(() => expect(dialog.getByText("Restores health and mana at once.")).toBeVisible())
    await userEvent.click(dialog.getByRole("button", { name: "Close" }))
  },
}

/** Without a name or a valid price there is no card, as in the shop. */
export const Incomplete: Story = {
  name: "Not enough to show a card",
  args: { item: { ...previewOf(elixir), price: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("article")).not.toBeInTheDocument()
    await expect(
      within(canvasElement).getByText("The card shows once the item has a name and a price."),
    ).toBeVisible()
  },
}
