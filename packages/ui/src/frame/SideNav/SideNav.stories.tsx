import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { defaultAgentChatHref, type MenuGroup, sideNavGroup } from "../navigation.ts"
import { SideNav } from "./SideNav.tsx"

const groupOf = (section: string, isLoggedIn: boolean): MenuGroup => {
  const group = sideNavGroup(section, {
    variant: "standard",
    isLoggedIn,
    agentChatHref: defaultAgentChatHref,
  })
  if (!group) throw new Error(`No side navigation for ${section}`)
  return group
}

const meta = {
  title: "Frame/SideNav",
  component: SideNav,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "272px" }}>
        <Story />
      </div>
    ),
  ],
  args: { group: groupOf("characters", false), section: "characters" },
} satisfies Meta<typeof SideNav>

export default meta
type Story = StoryObj<typeof meta>

export const Guide: Story = {
  name: "Guide section",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Guide pages" })
    await expect(within(nav).getByRole("link", { name: "Character" })).toHaveAttribute("aria-current", "page")
    await expect(within(nav).getByRole("link", { name: "Story" })).not.toHaveAttribute("aria-current")
  },
}

/** The instructions page belongs to the guide without being one of its menu entries. */
export const GuideFromInstructions: Story = {
  args: { group: groupOf("instructions", false), section: "instructions" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Guide pages" })
    await expect(within(nav).queryByRole("link", { current: "page" })).not.toBeInTheDocument()
  },
}

export const ShopLoggedIn: Story = {
  name: "Shop section, logged in",
  tags: ["visual"],
  args: { group: groupOf("shoppurchases", true), section: "shoppurchases" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Shop pages" })
    await expect(within(nav).getAllByRole("link")).toHaveLength(7)
  },
}

export const ShopGuest: Story = {
  name: "Shop section, guest",
  args: { group: groupOf("itemshop", false), section: "itemshop" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Shop pages" })
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Item Shop"])
  },
}

export const Support: Story = {
  name: "Support section",
  tags: ["visual"],
  args: { group: groupOf("checkticket", false), section: "checkticket" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Support pages" })
    await expect(within(nav).getByRole("link", { name: "Talk to an Agent" })).toHaveAttribute(
      "target",
      "_blank",
    )
  },
}
