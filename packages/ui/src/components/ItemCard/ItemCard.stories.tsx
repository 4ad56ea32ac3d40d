import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { storyItems } from "../../fixtures/shop.ts"
import { ItemCard, itemCardVariants } from "./ItemCard.tsx"

const [wings, , elixir, scroll, , unpriced] = storyItems as unknown as Array<(typeof storyItems)[number]>

const meta = {
  title: "Components/ItemCard",
  component: ItemCard,
  argTypes: {
    variant: { control: "inline-radio", options: itemCardVariants, table: oneOf(itemCardVariants) },
  },
  args: { item: wings, variant: "hot", onAddToCart: fn(), onBuyNow: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "200px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ItemCard>

export default meta
type Story = StoryObj<typeof meta>

/** Variant 1: the fixed 'hot' ribbon; the name cut to 10 characters plus '...'; R-Coin price. */
export const HotRibbon: Story = {
  name: "Hot ribbon, R-Coin price",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole("article", { name: "Phoenix Wings of Dawn" })
    await expect(within(card).getByText("hot")).toBeVisible()
    await expect(within(card).getByRole("heading", { name: "Phoenix Wi..." })).toBeVisible()
    await expect(within(card).getByText("R-Coin")).toBeInTheDocument()
    await userEvent.click(within(card).getByRole("button", { name: "Add to cart: Phoenix Wings of Dawn" }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.item)
    await userEvent.click(within(card).getByRole("button", { name: "Buy now: Phoenix Wings of Dawn" }))
    await expect(args.onBuyNow).toHaveBeenCalledWith(args.item)
  },
}

/** Variant 2: the item's own ribbon; a short name is left whole; the price in R-Point (Milleage in the shop). */
export const ItemRibbon: Story = {
  name: "Item's own ribbon, R-Point price",
  tags: ["visual"],
  args: { item: elixir, variant: "ribbon" },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: "Elixir" })
    await expect(within(card).queryByText("hot")).not.toBeInTheDocument()
    await expect(within(card).getByRole("heading", { name: "Elixir" })).toBeVisible()
    await expect(within(card).getByText("R-Point")).toBeInTheDocument()
    await expect(card).not.toHaveTextContent("Milleage")
  },
}

/** No picture: the default picture stands in, named after the item. */
export const DefaultPicture: Story = {
  name: "No picture, default picture shown",
  tags: ["visual"],
  args: { item: scroll, variant: "ribbon" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Enhancement Scroll +3" })).toBeVisible()
  },
}

/** Spec §2: without a name, price or section the card is not rendered. */
export const MissingPrice: Story = {
  name: "No price, card left out",
  args: { item: unpriced },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("article")).not.toBeInTheDocument()
  },
}

/** Hovering shows the tooltip with the full name and description; leaving hides it. */
export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const card = within(canvasElement).getByRole("article", { name: "Phoenix Wings of Dawn" })
    await userEvent.hover(card)
    const tooltip = await body.findByRole("tooltip")
    await expect(within(tooltip).getByText("Radiant wings that trail embers as you run.")).toBeInTheDocument()
    await expect(card).toHaveAccessibleDescription(/Radiant wings/)
    await userEvent.unhover(card)
    await waitFor(() => expect(body.queryByRole("tooltip")).not.toBeInTheDocument())
  },
}

/** The keyboard reaches the same details: focusing the card shows the tooltip, Escape hides it. */
export const TooltipOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    await expect(
      within(canvasElement).getByRole("button", { name: "Details: Phoenix Wings of Dawn" }),
    ).toHaveFocus()
    const tooltip = await body.findByRole("tooltip")
    await expect(within(tooltip).getByText("Phoenix Wings of Dawn")).toBeInTheDocument()
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(body.queryByRole("tooltip")).not.toBeInTheDocument())
    await userEvent.tab()
    await expect(within(canvasElement).getByRole("button", { name: /to cart/ })).toHaveFocus()
  },
}

/**
 * A phone cannot hover: a tap on the card (its picture or name) opens the details in a dialog, with
 * the full name, picture, description and price, and the card's two actions.
 */
export const TapOpensDetails: Story = {
  name: "Tap opens the details",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const card = within(canvasElement).getByRole("article", { name: "Phoenix Wings of Dawn" })
    const detailsButton = within(card).getByRole("button", { name: "Details: Phoenix Wings of Dawn" })
    // What a finger on the picture (or the name) lands on is the card's details button.
    const tapped = (element: HTMLElement) => {
      const box = element.getBoundingClientRect()
      return canvasElement.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    }
    const picture = within(card).getByRole("img", { name: "Phoenix Wings of Dawn" })
    const name = within(card).getByRole("heading", { name: "Phoenix Wi..." })
    await expect(tapped(picture)).toBe(detailsButton)
    await expect(tapped(name)).toBe(detailsButton)
    await userEvent.pointer({ keys: "[TouchA]", target: detailsButton })
    const details = within(await body.findByRole("dialog", { name: "Phoenix Wings of Dawn" }))
    await waitFor(() =>
      expect(details.getByText("Radiant wings that trail embers as you run.")).toBeVisible(),
    )
    await expect(details.getByText("1,200.00").parentElement).toHaveTextContent("R-Coin")
    await userEvent.click(details.getByRole("button", { name: "Buy now" }))
    await expect(args.onBuyNow).toHaveBeenCalledWith(args.item)
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument())
    // Opened again, Add to cart there adds it.
    await userEvent.click(detailsButton)
    const again = within(await body.findByRole("dialog", { name: "Phoenix Wings of Dawn" }))
    await userEvent.click(again.getByRole("button", { name: "Add to cart" }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.item)
  },
}

/**
 * An item named only by its icon file name shows that picture from where the site's item pictures
 * live (`/media/items` on Gatehouse), not the default picture.
 */
export const IconOnly: Story = {
  name: "Icon file name only, picture looked up",
  args: {
    item: {
      ProductNum: 107,
      ItemName: "Stamina Tonic",
      image_url: null,
      icon: "potion-130.svg",
      price: 8,
      section: 1,
    },
    variant: "ribbon",
  },
  play: async ({ canvasElement }) => {
    // Storybook serves no item pictures, so the browser's own record of what it asked for is read.
    await waitFor(() =>
      expect(
        performance
          .getEntriesByType("resource")
          .some((entry) => new URL(entry.name).pathname === "/media/items/potion-130.svg"),
      ).toBe(true),
    )
    await expect(within(canvasElement).getByRole("img", { name: "Stamina Tonic" })).toBeInTheDocument()
  },
}

export const Pending: Story = {
  name: "Buying, buttons wait",
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /now/ })).toBeDisabled()
  },
}

/** A card in the light daybreak theme, the second theme the package ships. */
export const HotRibbonDaybreak: Story = {
  ...HotRibbon,
  name: "Hot ribbon, daybreak theme",
  tags: ["visual"],
  globals: { theme: "daybreak" },
}

/** The hot card in Filipino at a phone's width: its two buttons' words from the Filipino catalogue. */
export const InFilipinoOnAPhone: Story = {
  ...HotRibbon,
  name: "In Filipino, on a phone",
  tags: ["visual"],
  globals: { language: "fil", viewport: "phone" },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole("article", { name: "Phoenix Wings of Dawn" }))
    await expect(
      card.getByRole("button", { name: "Idagdag sa cart: Phoenix Wings of Dawn" }),
    ).toHaveTextContent("Idagdag sa cart")
    await expect(card.getByRole("button", { name: "Bilhin na: Phoenix Wings of Dawn" })).toHaveTextContent(
      "Bilhin na",
    )
  },
}
