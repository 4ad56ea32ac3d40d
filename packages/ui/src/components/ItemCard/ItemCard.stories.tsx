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

/** Variant 2: the item's own ribbon; a short name is left whole; Milleage price. */
export const ItemRibbon: Story = {
  name: "Item's own ribbon, Milleage price",
  tags: ["visual"],
  args: { item: elixir, variant: "ribbon" },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: "Elixir" })
    await expect(within(card).queryByText("hot")).not.toBeInTheDocument()
    await expect(within(card).getByRole("heading", { name: "Elixir" })).toBeVisible()
    await expect(within(card).getByText("Milleage")).toBeInTheDocument()
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

/** The keyboard reaches the same details: focusing the card's buttons shows the tooltip. */
export const TooltipOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    await expect(within(canvasElement).getByRole("button", { name: /to cart/ })).toHaveFocus()
    const tooltip = await body.findByRole("tooltip")
    await expect(within(tooltip).getByText("Phoenix Wings of Dawn")).toBeInTheDocument()
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(body.queryByRole("tooltip")).not.toBeInTheDocument())
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
