import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { vars } from "../theme/vars.css.ts"
import { NavigationProvider } from "./NavigationProvider.tsx"
import { RouterLink } from "./RouterLink.tsx"

/** The portal's router, as the application hands it to the ui; the story records where it is sent. */
const navigate = fn()

const meta = {
  title: "Components/RouterLink",
  component: RouterLink,
  // A router link brings no look of its own (its callers style it); here it wears the theme's link colour.
  args: { href: "/news", children: "News", onPress: fn(), style: { color: vars.color.link } },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear()
  },
} satisfies Meta<typeof RouterLink>

export default meta
type Story = StoryObj<typeof meta>

/** A plain anchor: a click on a portal address is handed to the router, so the page does not reload. */
export const PortalAddress: Story = {
  name: "News link, opened by the router",
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: "News" })
    await expect(link).toHaveAttribute("href", "/news")
    await userEvent.click(link)
    await expect(args.onPress).toHaveBeenCalledTimes(1)
    await expect(navigate).toHaveBeenCalledWith("/news")
  },
}

/** Another site is left to the browser: the router is not asked. */
export const OtherSite: Story = {
  name: "Link to another site, new tab",
  args: {
    href: "https://forum.example.org/",
    children: "Forum",
    target: "_blank",
    rel: "noopener noreferrer",
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Forum" })
    // Clicking would open a tab; the link's own attributes say where the browser takes it.
    await expect(link).toHaveAttribute("href", "https://forum.example.org/")
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(navigate).not.toHaveBeenCalled()
  },
}
