import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { Icon } from "../../art/Icon/Icon.tsx"
import { oneOf } from "../../fixtures/argTypes.ts"
import { Button, buttonTones, LinkButton } from "./Button.tsx"

const meta = {
  title: "Components/Button",
  component: Button,
  argTypes: { tone: { control: "inline-radio", options: buttonTones, table: oneOf(buttonTones) } },
  args: { children: "Login", tone: "primary", onPress: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  name: "Login button",
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Login" }))
    await expect(args.onPress).toHaveBeenCalledTimes(1)
  },
}

export const PressedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole("button", { name: "Login" })).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await userEvent.keyboard(" ")
    await expect(args.onPress).toHaveBeenCalledTimes(2)
  },
}

export const Disabled: Story = {
  name: "Login button unavailable",
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Login" }), {
      pointerEventsCheck: 0,
    })
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

/** Every tone, with and without an icon, and a link dressed as a button. */
export const AllTones: Story = {
  name: "Every tone, with and without icon",
  tags: ["visual"],
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" }}>
      {buttonTones.map((tone) => (
        <Button key={tone} {...args} tone={tone}>
          {tone}
        </Button>
      ))}
      <Button {...args} tone="primary">
        <Icon name="key" />
        Login
      </Button>
      <Button {...args} tone="primary" isPending>
        Login
      </Button>
      <LinkButton href="/ticket">
        <Icon name="support" />
        Support
      </LinkButton>
    </div>
  ),
}
