import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { Field } from "./Field.tsx"

const meta = {
  title: "Components/Field",
  component: Field,
  args: {
    label: "Nickname",
    children: (control) => <input {...control} name="nickname" defaultValue="" />,
  },
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  name: "Empty field",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Nickname" })
    await expect(input).not.toHaveAttribute("aria-invalid")
    await expect(input).not.toHaveAttribute("aria-describedby")
  },
}

export const WithDescription: Story = {
  name: "Field with a description",
  tags: ["visual"],
  args: { description: "Shown to other players in the rankings." },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("textbox", { name: "Nickname" }),
    ).toHaveAccessibleDescription("Shown to other players in the rankings.")
  },
}

/** After a submit: a red border and the message under the control, which describes it. */
export const Wrong: Story = {
  name: "Wrong entry",
  tags: ["visual"],
  args: {
    description: "Shown to other players in the rankings.",
    errorMessage: "The nickname may have at most 16 characters.",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Nickname" })
    await expect(input).toHaveAttribute("aria-invalid", "true")
    await expect(input).toHaveAccessibleDescription(
      "Shown to other players in the rankings. The nickname may have at most 16 characters.",
    )
  },
}

/** The same box around a choice list: the field does not mind which control it holds. */
export const Choice: Story = {
  name: "Choice list in a field",
  tags: ["visual"],
  args: {
    label: "School",
    children: (control) => (
      <select {...control} name="school" defaultValue="1">
        <option value="0">Sacred Gate</option>
        <option value="1">Mystic Peak</option>
        <option value="2">Phoenix</option>
      </select>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "School" })).toHaveValue("1")
  },
}
