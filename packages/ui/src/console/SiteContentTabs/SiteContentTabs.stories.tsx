import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { SiteContentTabs } from "./SiteContentTabs.tsx"

const meta = {
  title: "Console/SiteContentTabs",
  component: SiteContentTabs,
  args: { current: "banners", hrefOf: (tab: string) => `/staff/content?tab=${tab}` },
} satisfies Meta<typeof SiteContentTabs>

export default meta
type Story = StoryObj<typeof meta>

export const Banners: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Site content" }))
    await expect(nav.getAllByRole("link")).toHaveLength(4)
    await expect(nav.getByRole("link", { name: "Banners" })).toHaveAttribute("aria-current", "page")
    await expect(nav.getByRole("link", { name: "Policy pages" })).toHaveAttribute(
      "href",
      "/staff/content?tab=policies",
    )
  },
}

export const PolicyPages: Story = {
  name: "Policy pages",
  args: { current: "policies" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Policy pages" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    await expect(within(canvasElement).getByRole("link", { name: "Banners" })).not.toHaveAttribute(
      "aria-current",
    )
  },
}
