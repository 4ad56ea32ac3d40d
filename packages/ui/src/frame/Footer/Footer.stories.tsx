import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { frameVariants } from "../navigation.ts"
import { Footer } from "./Footer.tsx"

const meta = {
  title: "Frame/Footer",
  component: Footer,
  argTypes: { variant: { control: "inline-radio", options: frameVariants, table: oneOf(frameVariants) } },
  args: { variant: "standard", siteName: "Gatehouse", year: 2026 },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The footer's image map: the art links as medallions (the Forum an empty placeholder after them), then
 * the policy links, each a labelled area with its name as real text; one row on a desktop, a grid on a
 * phone.
 */
export const Standard: Story = {
  name: "Site footer with links",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole("contentinfo"))
    const artLinks = within(footer.getByRole("navigation", { name: "Site links" })).getAllByRole("link")
    await expect(artLinks.map((link) => link.textContent)).toEqual([
      "Home",
      "News",
      "Game Guides",
      "Item Shop",
      "Recharge",
      "Download",
      "Support",
      "Forum",
      "Operation Policy",
      "Privacy Policy",
      "Cash Agreement",
    ])
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/news?topic=2",
    )
    // The Forum placeholder and the two policies without a page are visibly unavailable, not dead links.
    for (const name of ["Forum", "Operation Policy", "Cash Agreement"]) {
      const placeholder = footer.getByRole("link", { name })
      await expect(placeholder).toHaveAttribute("aria-disabled", "true")
      await expect(placeholder).not.toHaveAttribute("href")
    }
    await expect(within(canvasElement).getByRole("contentinfo")).toHaveTextContent(
      "Copyright © 2026 Gatehouse. All rights reserved.",
    )
  },
}

/** On the standalone login page the privacy policy has no destination either. */
export const LoginPage: Story = {
  args: { variant: "login" },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole("contentinfo"))
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "aria-disabled",
      "true",
    )
  },
}

/** Once staff have written the operation policy and the cash agreement, their links lead to them. */
export const PoliciesWritten: Story = {
  name: "Policy pages written",
  args: { policyHrefs: { operation: "/policy/operation", cash: "/policy/cash" } },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole("contentinfo"))
    await expect(footer.getByRole("link", { name: "Operation Policy" })).toHaveAttribute(
      "href",
      "/policy/operation",
    )
    await expect(footer.getByRole("link", { name: "Cash Agreement" })).toHaveAttribute("href", "/policy/cash")
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/news?topic=2",
    )
  },
}
