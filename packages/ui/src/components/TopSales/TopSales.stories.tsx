import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyItems } from "../../fixtures/shop.ts"
import { TopSales } from "./TopSales.tsx"

const meta = {
  title: "Components/TopSales",
  component: TopSales,
  args: { items: { status: "loaded", value: storyItems } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "272px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopSales>

export default meta
type Story = StoryObj<typeof meta>

/** Links to Top Up R-Coin and the shop, then the best sellers with names cut to 14 characters. */
export const Populated: Story = {
  name: "Best sellers with links",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole("region", { name: "Top Sales" }))
    await expect(panel.getByRole("link", { name: "Top Up R-Coin" })).toHaveAttribute("href", "/topup")
    await expect(panel.getByRole("link", { name: "Item Shop" })).toHaveAttribute("href", "/itemshop")
    const names = panel.getAllByRole("listitem").map((item) => item.textContent)
    await expect(names[0]).toBe("Phoenix Wings ...")
    await expect(names).toContain("Elixir")
  },
}

export const Loading: Story = {
  args: { items: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const NoSales: Story = {
  args: { items: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No Data")).toBeVisible()
  },
}
