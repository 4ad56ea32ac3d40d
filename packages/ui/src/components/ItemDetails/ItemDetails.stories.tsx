import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyItems } from "../../fixtures/shop.ts"
import { ItemDetails } from "./ItemDetails.tsx"

const wings = storyItems[0]

const meta = {
  title: "Components/ItemDetails",
  component: ItemDetails,
  args: {
    item: {
      ItemName: wings?.ItemName ?? "",
      picture: wings?.image_url ?? null,
      description: wings?.description,
      price: wings?.price ?? 0,
      section: 2,
    },
    isOpen: true,
    onClose: fn(),
    onAddToCart: fn(),
    onBuyNow: fn(),
  },
} satisfies Meta<typeof ItemDetails>

export default meta
type Story = StoryObj<typeof meta>

/** The full name, picture, description and price, with both actions; Close and Escape close it. */
export const Open: Story = {
  name: "Item details open",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"))
    await waitFor(() => expect(dialog.getByRole("heading", { name: "Phoenix Wings of Dawn" })).toBeVisible())
    await expect(dialog.getByRole("img", { name: "Phoenix Wings of Dawn" })).toBeVisible()
    await expect(dialog.getByText("Radiant wings that trail embers as you run.")).toBeVisible()
    await expect(dialog.getByText("1,200.00").parentElement).toHaveTextContent("1,200.00 R-Coin")
    await userEvent.click(dialog.getByRole("button", { name: "Add to cart" }))
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1)
    await userEvent.click(dialog.getByRole("button", { name: "Buy now" }))
    await expect(args.onBuyNow).toHaveBeenCalledTimes(1)
    await userEvent.keyboard("{Escape}")
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** An R-Point item without a description or picture: the default picture, the price in R-Point. */
export const PlainItem: Story = {
  name: "No description, R-Point price",
  args: {
    item: { ItemName: "Enhancement Scroll +3", picture: null, price: 250.25, section: 1 },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"))
    await expect(dialog.getByRole("img", { name: "Enhancement Scroll +3" })).toBeInTheDocument()
    await expect(dialog.getByText("250.25").parentElement).toHaveTextContent("250.25 R-Point")
  },
}
