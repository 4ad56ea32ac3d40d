import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { Icon } from "../../art/Icon/Icon.tsx"
import { iconPaths } from "../../art/Icon/iconPaths.ts"
import { SiteConfigProvider } from "../../config/SiteConfigProvider.tsx"
import { onAnotherServer } from "../../fixtures/siteConfigs.tsx"
import { storyNow } from "../../fixtures/time.ts"
import { Header } from "./Header.tsx"

const meta = {
  title: "Frame/Header",
  component: Header,
  args: { siteName: "Gatehouse", now: storyNow },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  name: "Gatehouse at 9:05 PM",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner")
    await expect(within(header).getByRole("link", { name: "Gatehouse" })).toHaveAttribute("href", "/")
    await expect(within(header).getByTestId("clock-hours-minutes")).toHaveTextContent("09:05")
  },
}

export const LongSiteName: Story = {
  tags: ["visual"],
  args: { siteName: "Sacred Gate Academy Reborn" },
}

/** Another server's name beside the brand, and its clock in its own time zone (from its site config). */
export const AnotherServersNameAndClock: Story = {
  name: "Another server's name and clock",
  ...onAnotherServer,
  args: { siteName: "Moonfall Academy" },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner")
    await expect(within(header).getByRole("link", { name: "Moonfall Academy" })).toBeVisible()
    await expect(within(header).getByText("Berlin Time · GMT+01:00")).toBeVisible()
  },
}

/** Another server's own emblem beside its name, given in its site config instead of Gatehouse's brand mark. */
export const AnotherServersEmblem: Story = {
  name: "Another server's emblem",
  args: { siteName: "Moonfall Academy" },
  decorators: [
    (Story) => (
      <SiteConfigProvider config={{ logo: <Icon name="trophy" size="large" /> }}>
        <Story />
      </SiteConfigProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const brand = within(within(canvasElement).getByRole("banner")).getByRole("link", {
      name: "Moonfall Academy",
    })
    await expect(brand.querySelectorAll("svg")).toHaveLength(1)
    await expect(brand.querySelector("path")?.getAttribute("d")).toBe(iconPaths.trophy)
  },
}
