import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { TextField } from "../../components/TextField/TextField.tsx"
import { ConsoleFilterBar } from "./ConsoleFilterBar.tsx"

const meta = {
  title: "Console/Building blocks/ConsoleFilterBar",
  component: ConsoleFilterBar,
  args: {
    label: "Filter the audit log",
    onFilter: fn(),
    children: <TextField label="Action" name="action" value="news" onChange={() => undefined} />,
  },
} satisfies Meta<typeof ConsoleFilterBar>

export default meta
type Story = StoryObj<typeof meta>

/** Filter, or Enter in a field, asks the page to read its filters; the page is never reloaded. */
export const Filters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const form = canvas.getByRole("form", { name: "Filter the audit log" })
    await userEvent.click(within(form).getByRole("button", { name: "Filter" }))
    await expect(args.onFilter).toHaveBeenCalledTimes(1)
    await userEvent.type(within(form).getByRole("textbox", { name: "Action" }), "{Enter}")
    await expect(args.onFilter).toHaveBeenCalledTimes(2)
  },
}
