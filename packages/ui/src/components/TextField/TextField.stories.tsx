import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { TextField, textFieldTypes } from "./TextField.tsx"

const meta = {
  title: "Components/TextField",
  component: TextField,
  argTypes: { type: { control: "inline-radio", options: textFieldTypes, table: oneOf(textFieldTypes) } },
  args: { label: "User ID", name: "username", value: "", onChange: fn(), maxLength: 20 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "20rem" }}>
        <Story />
      </div>
    ),
  ],
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value)
    return (
      <TextField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next)
          args.onChange(next)
        }}
      />
    )
  },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  name: "Empty User ID",
  tags: ["visual"],
}

/** The input keeps to the field's maximum length (spec §5: user id 20). */
export const Typing: Story = {
  name: "Typing past 20 characters",
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "User ID" })
    await userEvent.type(input, "a-very-long-user-name-indeed")
    await expect(input).toHaveValue("a-very-long-user-nam")
    await expect(args.onChange).toHaveBeenLastCalledWith("a-very-long-user-nam")
  },
}

export const WithError: Story = {
  name: "Required error",
  tags: ["visual"],
  args: { errorMessage: "Username is required." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "User ID" })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription("Username is required.")
  },
}
