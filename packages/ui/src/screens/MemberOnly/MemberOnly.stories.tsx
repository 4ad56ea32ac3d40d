import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { MemberOnly } from "./MemberOnly.tsx"

const meta = {
  title: "Screens/MemberOnly",
  component: MemberOnly,
  args: { title: "Shopping Cart" },
} satisfies Meta<typeof MemberOnly>

export default meta
type Story = StoryObj<typeof meta>

/** A guest on a player's page is asked to log in, with the way there. */
export const Guest: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible()
    await expect(page.getByText("Please Login to Continue!")).toBeVisible()
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login")
  },
}
