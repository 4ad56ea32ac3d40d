import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { buttonTones } from "./appearance.ts"
import { LinkButton } from "./LinkButton.tsx"

const meta = {
  title: "Components/LinkButton",
  component: LinkButton,
  argTypes: { tone: { control: "inline-radio", options: buttonTones, table: oneOf(buttonTones) } },
  args: { children: "Sign Up", href: "/register", tone: "primary", onPress: fn() },
} satisfies Meta<typeof LinkButton>

export default meta
type Story = StoryObj<typeof meta>

/** A link in the button's look: pressing it opens the page inside the portal, without a reload. */
export const SignUp: Story = {
  name: "Sign Up, primary",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: "Sign Up" })
    await expect(link).toHaveAttribute("href", "/register")
    const page = canvasElement.ownerDocument.location.href
    await userEvent.click(link)
    await expect(args.onPress).toHaveBeenCalledTimes(1)
    await expect(canvasElement.ownerDocument.location.href).toBe(page)
  },
}

/** The error page's way out: a secondary link stretched across a narrow box. */
export const SupportFullWidth: Story = {
  name: "Support, secondary, full width",
  tags: ["visual"],
  args: { children: "Support", href: "/ticket", tone: "secondary", isFullWidth: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "272px" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Support" })
    await expect(link.getBoundingClientRect().width).toBe(272)
  },
}
