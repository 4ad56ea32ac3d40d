import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { TextLink } from "./TextLink.tsx"

const meta = {
  title: "Components/TextLink",
  component: TextLink,
  args: { children: "Find ID/PW", href: "/findaccount" },
} satisfies Meta<typeof TextLink>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  name: "Find ID/PW link",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Find ID/PW" })).toHaveAttribute(
      "href",
      "/findaccount",
    )
  },
}

/** A link whose page does not exist yet: visibly unavailable and out of the tab order. */
export const Unavailable: Story = {
  name: "Page not there yet",
  tags: ["visual"],
  args: { children: "Operation Policy", href: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Operation Policy" })
    await expect(link).toHaveAttribute("aria-disabled", "true")
    await expect(link).not.toHaveAttribute("tabindex", "0")
  },
}

export const External: Story = {
  name: "Outside page, new tab",
  args: { children: "Talk to an Agent", href: "https://m.me/", isExternal: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Talk to an Agent" })
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  },
}
