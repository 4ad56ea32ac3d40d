import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { BrandMark } from "./BrandMark.tsx"

const meta = {
  title: "Art/BrandMark",
  component: BrandMark,
} satisfies Meta<typeof BrandMark>

export default meta
type Story = StoryObj<typeof meta>

export const Decorative: Story = {
  name: "Decorative, hidden from screen readers",
  tags: ["visual"],
}

export const Named: Story = {
  name: "Named Gatehouse for screen readers",
  args: { title: "Gatehouse" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Gatehouse" })).toBeVisible()
  },
}
