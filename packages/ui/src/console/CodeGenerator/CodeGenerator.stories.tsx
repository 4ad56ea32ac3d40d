import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { CodeGenerator } from "./CodeGenerator.tsx"

const meta = {
  title: "Console/CodeGenerator",
  component: CodeGenerator,
  args: { onGenerate: fn(), maxCount: 1000 },
} satisfies Meta<typeof CodeGenerator>

export default meta
type Story = StoryObj<typeof meta>

/** The administrator fills in a batch with the keyboard and generates it. */
export const Empty: Story = {
  name: "Ready to generate",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement)
    await expect(form.getByRole("heading", { level: 2, name: "Generate codes" })).toBeVisible()
    await userEvent.type(form.getByRole("textbox", { name: "Batch name" }), "Launch stream")
    await userEvent.type(form.getByRole("textbox", { name: "Note" }), "Live on 1 July")
    const count = form.getByRole("textbox", { name: "Number of codes" })
    await userEvent.clear(count)
    await userEvent.type(count, "5")
    const rcoin = form.getByRole("textbox", { name: "R-Coin per code" })
    await userEvent.clear(rcoin)
    await userEvent.type(rcoin, "100")
    await userEvent.type(form.getByLabelText("Last day"), "2031-06-30")
    await userEvent.click(form.getByRole("button", { name: "Generate codes" }))
    await expect(args.onGenerate).toHaveBeenCalledWith({
      name: "Launch stream",
      note: "Live on 1 July",
      count: "5",
      rcoin: "100",
      milleage: "0",
      expiresOn: "2031-06-30",
    })
  },
}

/** What the rules or the server refused shows under each field, and describes it. */
export const Refused: Story = {
  name: "Fields refused",
  tags: ["visual"],
  args: {
    errors: {
      name: "Give the batch a name.",
      count: "Generate between 1 and 1000 codes.",
      rcoin: "A code must carry R-Coin, Milleage or both.",
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement)
    await expect(form.getByRole("textbox", { name: "Batch name" })).toHaveAccessibleDescription(
      "Give the batch a name.",
    )
    await expect(form.getByRole("textbox", { name: "Number of codes" })).toHaveAttribute(
      "aria-invalid",
      "true",
    )
    await expect(form.getByText("A code must carry R-Coin, Milleage or both.")).toBeVisible()
  },
}

export const Generating: Story = {
  name: "Generating, nothing sent twice",
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement)
    await userEvent.type(form.getByRole("textbox", { name: "Batch name" }), "Twice")
    await userEvent.keyboard("{Enter}")
    await expect(args.onGenerate).not.toHaveBeenCalled()
  },
}

export const Generated: Story = {
  name: "Batch generated",
  args: { result: '5 codes generated in batch "Launch stream".' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      '5 codes generated in batch "Launch stream".',
    )
  },
}
