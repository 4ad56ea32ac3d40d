import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyCategories } from "../../fixtures/shop.ts"
import { CategoryTabs } from "./CategoryTabs.tsx"

const meta = {
  title: "Components/CategoryTabs",
  component: CategoryTabs,
  args: { categories: storyCategories, selected: 0, target: "/itemshop" },
} satisfies Meta<typeof CategoryTabs>

export default meta
type Story = StoryObj<typeof meta>

/** All (id 0) comes first; each tab links without a page, which starts the category at page 1. */
export const AllSelected: Story = {
  name: "All categories selected",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole("navigation", { name: "Shop categories" }))
    const links = tabs.getAllByRole("link")
    await expect(links.map((link) => link.textContent)).toEqual([
      "All",
      "Costumes",
      "Consumables",
      "Pets & Mounts",
    ])
    await expect(tabs.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page")
    await expect(tabs.getByRole("link", { name: "Consumables" })).toHaveAttribute(
      "href",
      "/itemshop?category=2",
    )
  },
}

export const CategorySelected: Story = {
  name: "Pets & Mounts selected",
  args: { selected: 3 },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement)
    await expect(tabs.getByRole("link", { name: "Pets & Mounts" })).toHaveAttribute("aria-current", "page")
    await expect(tabs.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current")
  },
}
