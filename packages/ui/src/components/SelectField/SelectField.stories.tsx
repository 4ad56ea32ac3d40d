import { secretQuestions } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { SelectField, type SelectFieldProps } from "./SelectField.tsx"

const options = secretQuestions.map((question) => ({ value: String(question.id), label: question.label }))

const Stateful = (args: SelectFieldProps) => {
  const [value, setValue] = useState(args.value)
  return (
    <SelectField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next)
        args.onChange(next)
      }}
    />
  )
}

const meta = {
  title: "Components/SelectField",
  component: SelectField,
  render: Stateful,
  args: { label: "Secret Question", name: "secretQuestion", value: "1", options, onChange: fn() },
} satisfies Meta<typeof SelectField>

export default meta
type Story = StoryObj<typeof meta>

export const SecretQuestion: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Secret Question" })
    await expect(within(select).getAllByRole("option")).toHaveLength(6)
    await userEvent.selectOptions(select, "5")
    await expect(args.onChange).toHaveBeenCalledWith("5")
    await expect(select).toHaveValue("5")
  },
}

export const WithError: Story = {
  name: "Invalid question error",
  tags: ["visual"],
  args: { errorMessage: "The selected secret question is invalid." },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Secret Question" })
    await expect(select).toHaveAttribute("aria-invalid", "true")
    await expect(select).toHaveAccessibleDescription("The selected secret question is invalid.")
  },
}
