import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { buttonTones } from "./appearance.ts"
import { PlainButton } from "./PlainButton.tsx"

const meta = {
  title: "Components/PlainButton",
  component: PlainButton,
  argTypes: { tone: { control: "inline-radio", options: buttonTones, table: oneOf(buttonTones) } },
  args: { children: "Logout", tone: "secondary", onPress: fn() },
} satisfies Meta<typeof PlainButton>

export default meta
type Story = StoryObj<typeof meta>

/** The welcome box's Logout: a click and Enter both press it. */
export const Logout: Story = {
  name: "Logout, secondary",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Logout" })
    await userEvent.click(button)
    await userEvent.keyboard("{Enter}")
    await expect(args.onPress).toHaveBeenCalledTimes(2)
  },
}

/**
 * The login box's Login while the login runs: screen readers hear it is unavailable, a press does
 * nothing, and keyboard focus stays on it.
 */
export const LoggingIn: Story = {
  name: "Login, primary, while logging in",
  tags: ["visual"],
  args: { children: "Login", tone: "primary", isFullWidth: true, isPending: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "272px" }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Login" })
    await expect(button).toHaveAttribute("aria-disabled", "true")
    await userEvent.click(button)
    await expect(args.onPress).not.toHaveBeenCalled()
    await expect(button).toHaveFocus()
  },
}
