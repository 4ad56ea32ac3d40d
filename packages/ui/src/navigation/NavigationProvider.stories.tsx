import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { vars } from "../theme/vars.css.ts"
import { NavigationProvider } from "./NavigationProvider.tsx"
import { RouterLink } from "./RouterLink.tsx"

const meta = {
  title: "Providers/NavigationProvider",
  component: NavigationProvider,
  args: {
    navigate: fn(),
    children: (
      <RouterLink href="/rankings" style={{ color: vars.color.link }}>
        Rankings
      </RouterLink>
    ),
  },
} satisfies Meta<typeof NavigationProvider>

export default meta
type Story = StoryObj<typeof meta>

/** Every link of the ui inside it goes through the application's router instead of reloading the page. */
export const LinksFollowTheRouter: Story = {
  name: "A link inside is followed by the router",
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Rankings" }))
    await expect(args.navigate).toHaveBeenCalledWith("/rankings")
  },
}
