import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { storyItems } from "../../fixtures/shop.ts"
import { ItemPicture, itemPictureSizes } from "./ItemPicture.tsx"

const meta = {
  title: "Components/ItemPicture",
  component: ItemPicture,
  argTypes: { size: { control: "inline-radio", options: itemPictureSizes, table: oneOf(itemPictureSizes) } },
  args: { src: storyItems[0]?.image_url ?? null, name: "Phoenix Wings of Dawn", size: "card" },
} satisfies Meta<typeof ItemPicture>

export default meta
type Story = StoryObj<typeof meta>

/** Spec §9: 80×80 on a card. */
export const Card: Story = {
  name: "Card size, 80 × 80",
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole("img", { name: "Phoenix Wings of Dawn" })
    await waitFor(() => expect(picture.getBoundingClientRect().width).toBe(80))
  },
}

/** Spec §9: 100×100 in the tooltip. */
export const Tooltip: Story = {
  name: "Tooltip size, 100 × 100",
  args: { size: "tooltip" },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole("img", { name: "Phoenix Wings of Dawn" })
    await waitFor(() => expect(picture.getBoundingClientRect().height).toBe(100))
  },
}

/** No picture, or one that fails to load: the default picture, same size, same name. */
export const DefaultPicture: Story = {
  name: "Broken picture, default picture shown",
  args: { src: "data:image/png;base64,broken" },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole("img", { name: "Phoenix Wings of Dawn" }).tagName).toBe("SPAN"),
    )
  },
}
