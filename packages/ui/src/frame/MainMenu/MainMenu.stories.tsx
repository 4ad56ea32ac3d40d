import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { onAnotherServer } from "../../fixtures/siteConfigs.tsx"
import { defaultAgentChatHref, frameVariants } from "../navigation.ts"
import { MainMenu, mainMenuModes } from "./MainMenu.tsx"

const meta = {
  title: "Frame/MainMenu",
  component: MainMenu,
  argTypes: {
    variant: { control: "inline-radio", options: frameVariants, table: oneOf(frameVariants) },
    mode: { control: "inline-radio", options: mainMenuModes, table: oneOf(mainMenuModes) },
  },
  args: {
    variant: "standard",
    isLoggedIn: false,
    section: "story",
    agentChatHref: defaultAgentChatHref,
    mode: "bar",
  },
  decorators: [
    (Story) => (
      // Room below the bar for it to open into.
      <div style={{ minHeight: "420px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MainMenu>

export default meta
type Story = StoryObj<typeof meta>

const menuPanel = (canvasElement: HTMLElement) => {
  const list = within(canvasElement).getByRole("navigation", { name: "Main menu" }).querySelector("ul")
  const panel = list?.parentElement
  if (!panel) throw new Error("The menu has no list")
  return panel
}

const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height

export const Collapsed: Story = {
  name: "Collapsed bar",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    // Spec §9: 90 px collapsed (waiting for the story's stylesheet to apply).
    await waitFor(() => expect(heightOf(menuPanel(canvasElement))).toBe(90))
  },
}

/** Spec §2: the bar expands on hover, 90 px to 360 px, and closes again when the pointer leaves. */
export const ExpandsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main menu" })
    await userEvent.hover(nav)
    await waitFor(() => expect(heightOf(menuPanel(canvasElement))).toBe(360))
    await userEvent.unhover(nav)
    await waitFor(() => expect(heightOf(menuPanel(canvasElement))).toBe(90))
  },
}

/** Keyboard users open the bar by moving focus into it; every link is reachable with Tab. */
export const ExpandsOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main menu" })
    await userEvent.tab()
    await expect(within(nav).getByRole("link", { name: "News" })).toHaveFocus()
    await userEvent.tab()
    await expect(within(nav).getByRole("link", { name: "Focus" })).toHaveFocus()
    await waitFor(() => expect(heightOf(menuPanel(canvasElement))).toBe(360))
    await expect(within(nav).getByRole("link", { name: "Focus" })).toBeVisible()
  },
}

export const LoggedInShopEntries: Story = {
  tags: ["visual"],
  args: { isLoggedIn: true, section: "topup" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main menu" })
    await userEvent.hover(nav)
    const shop = within(nav).getByRole("list", { name: "Shop" })
    const labels = within(shop)
      .getAllByRole("link")
      .map((link) => link.textContent)
    await expect(labels).toEqual([
      "Item Shop",
      "Top Up R-Coin",
      "Shopping Cart",
      "Purchase History",
      "Top Up History",
      "Character Services",
      "Vote",
    ])
    await expect(within(shop).getByRole("link", { name: "Top Up R-Coin" })).toHaveAttribute(
      "aria-current",
      "page",
    )
  },
}

export const GuestShopEntries: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main menu" })
    const shop = within(nav).getByRole("list", { name: "Shop" })
    const labels = within(shop)
      .getAllByRole("link")
      .map((link) => link.textContent)
    await expect(labels).toEqual(["Item Shop"])
    await expect(within(nav).getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/topup")
  },
}

/** Below 1024 px (or on touch screens) the menu is a disclosure. */
export const Disclosure: Story = {
  name: "Phone menu opens and closes",
  args: { mode: "disclosure" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main menu" })
    const toggle = within(nav).getByRole("button", { name: "Menu" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(within(nav).queryByRole("link", { name: "Story" })).not.toBeInTheDocument()

    toggle.focus()
    await userEvent.keyboard("{Enter}")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await userEvent.tab()
    await expect(within(nav).getByRole("link", { name: "News" })).toHaveFocus()
    await expect(within(nav).getByRole("link", { name: "Check My Ticket" })).toBeVisible()

    await userEvent.keyboard("{Escape}")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(toggle).toHaveFocus()
  },
}

export const DisclosureOpen: Story = {
  name: "Phone menu open, logged in",
  tags: ["visual"],
  args: { mode: "disclosure", isLoggedIn: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menu" }))
    await expect(within(canvasElement).getByRole("link", { name: "Talk to an Agent" })).toHaveAttribute(
      "target",
      "_blank",
    )
  },
}

/** Another server's site config gives the menu its own groups and links: Academy, Market and Help. */
export const AnotherServersMenu: Story = {
  name: "Another server's menu",
  ...onAnotherServer,
  args: { section: "bazaar" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main menu" })
    for (const group of ["Academy", "Market", "Help"])
      await expect(within(nav).getByRole("link", { name: group })).toBeInTheDocument()
    await expect(within(nav).queryByRole("link", { name: "Item Shop" })).toBeNull()
    await expect(within(nav).getByRole("link", { name: "Bazaar" })).toHaveAttribute("aria-current", "page")
    // The meta's agentChatHref still leads the server's own chat link to the staff's chat.
    await expect(within(nav).getByRole("link", { name: "Ask on Discord" })).toHaveAttribute(
      "href",
      defaultAgentChatHref,
    )
  },
}
