import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { RequirementsForm } from "./RequirementsForm.tsx"

const meta = {
  title: "Console/RequirementsForm",
  component: RequirementsForm,
  args: {
    rows: [
      {
        component: "cpu",
        label: "CPU",
        minimum: "Dual core, 2.0 GHz",
        recommended: "Quad core, 3.0 GHz or faster",
      },
      { component: "ram", label: "RAM", minimum: "2 GB", recommended: "4 GB or more" },
      {
        component: "os",
        label: "Operating System",
        minimum: "Windows 7",
        recommended: "Windows 10 or 11, 64-bit",
      },
    ],
    onSave: fn(),
  },
} satisfies Meta<typeof RequirementsForm>

export default meta
type Story = StoryObj<typeof meta>

/** Each row's two columns are edited in place, and the whole table is saved at once. */
export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const minimum = canvas.getByRole("textbox", { name: "RAM: minimum" })
    await userEvent.clear(minimum)
    await userEvent.type(minimum, "4 GB")
    await userEvent.click(canvas.getByRole("button", { name: "Save requirements" }))
    await expect(args.onSave).toHaveBeenCalledWith([
      expect.objectContaining({ component: "cpu", minimum: "Dual core, 2.0 GHz" }),
      expect.objectContaining({ component: "ram", minimum: "4 GB", recommended: "4 GB or more" }),
      expect.objectContaining({ component: "os" }),
    ])
  },
}
