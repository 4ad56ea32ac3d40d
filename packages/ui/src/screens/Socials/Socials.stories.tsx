import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storySocialLinks } from "../../fixtures/media.ts"
import { Socials } from "./Socials.tsx"
import { socialTexts } from "./socialTexts.ts"

const meta = {
  title: "Screens/Socials",
  component: Socials,
  args: { links: { status: "loaded", value: storySocialLinks } },
} satisfies Meta<typeof Socials>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  name: "Six links",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: socialTexts.heading })).toBeVisible()
    for (const icon of ["Discord", "Facebook", "YouTube", "X (Twitter)", "Twitch", "Community page"])
      await expect(canvas.getByRole("img", { name: icon })).toBeVisible()
    for (const link of storySocialLinks)
      await expect(canvas.getByRole("heading", { level: 2, name: link.name })).toBeVisible()
  },
}

/** Outside pages open in a new tab and say so; a page of the portal itself stays in this tab. */
export const LinkAttributes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const discord = canvas.getByRole("link", { name: `Visit Gatehouse Discord ${socialTexts.newTab}` })
    await expect(discord).toHaveAttribute("href", "https://discord.example.org/gatehouse")
    await expect(discord).toHaveAttribute("target", "_blank")
    await expect(discord).toHaveAttribute("rel", "noopener noreferrer")
    const news = canvas.getByRole("link", { name: "Visit Latest news" })
    await expect(news).toHaveAttribute("href", "/news")
    await expect(news).not.toHaveAttribute("target")
  },
}

export const Empty: Story = {
  args: { links: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(socialTexts.empty)).toBeVisible()
  },
}
