import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { MessageField, type MessageFieldProps } from "./MessageField.tsx"

/** Holds the text as a form would, so typing shows. */
const Controlled = (props: MessageFieldProps) => {
  const [value, setValue] = useState(props.value)
  return (
    <MessageField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: "Components/MessageField",
  component: MessageField,
  render: (args) => <Controlled {...args} />,
  args: { label: "Message", name: "message", value: "", onChange: fn(), maxLength: 4000 },
} satisfies Meta<typeof MessageField>

export default meta
type Story = StoryObj<typeof meta>

/** An empty box; what is typed reaches the form line by line. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const box = page.getByRole("textbox", { name: "Message" })
    await userEvent.type(box, "First line{enter}Second line")
    await expect(box).toHaveValue("First line\nSecond line")
    await expect(args.onChange).toHaveBeenLastCalledWith("First line\nSecond line")
  },
}

/** After a submit with nothing written: the box is marked and says why. */
export const WithError: Story = {
  tags: ["visual"],
  args: { errorMessage: "Message is required.", description: "Tell us what happened and when." },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const box = page.getByRole("textbox", { name: "Message" })
    await expect(box).toHaveAttribute("aria-invalid", "true")
    await expect(box).toHaveAccessibleDescription(/Message is required\./)
  },
}

/** While a reply is being sent it cannot be changed. */
export const Disabled: Story = {
  args: { value: "Sending this reply…", isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Message" })).toBeDisabled()
  },
}
