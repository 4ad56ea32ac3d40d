import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { ConsoleDeleteButton, ConsoleEditLink, ConsoleRowActions } from "./ConsoleRowActions.tsx"

const meta = {
  title: "Console/Building blocks/ConsoleRowActions",
  component: ConsoleDeleteButton,
  args: { name: "Mega mirror", onPress: fn(), isDisabled: false },
  render: (args) => (
    <ConsoleRowActions>
      <ConsoleEditLink href="/staff/content?tab=downloads&edit=2" name={args.name} />
      <ConsoleDeleteButton {...args} />
    </ConsoleRowActions>
  ),
} satisfies Meta<typeof ConsoleDeleteButton>

export default meta
type Story = StoryObj<typeof meta>

/** Edit and Delete show one word each, and screen readers hear which row they act on. */
export const EditAndDelete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: "Edit Mega mirror" })).toHaveAttribute(
      "href",
      "/staff/content?tab=downloads&edit=2",
    )
    await userEvent.click(canvas.getByRole("button", { name: "Delete Mega mirror" }))
    await expect(args.onPress).toHaveBeenCalledTimes(1)
  },
}

/** While a change is saved, Delete waits. */
export const WhileSaving: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Delete Mega mirror" })).toBeDisabled()
  },
}
