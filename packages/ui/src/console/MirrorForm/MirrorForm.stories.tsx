import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { emptyMirrorDraft, MirrorForm } from "./MirrorForm.tsx"

const meta = {
  title: "Console/MirrorForm",
  component: MirrorForm,
  args: { initial: emptyMirrorDraft, onSave: fn(), cancelHref: "/staff/content?tab=downloads" },
} satisfies Meta<typeof MirrorForm>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Full client (new host)")
    await userEvent.type(canvas.getByRole("textbox", { name: "Description" }), "A third host.")
    await userEvent.type(canvas.getByRole("textbox", { name: "Link" }), "https://mirror.example/client.zip")
    await userEvent.click(canvas.getByRole("button", { name: "Save download link" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      name: "Full client (new host)",
      description: "A third host.",
      address: "https://mirror.example/client.zip",
      isActive: true,
    })
  },
}

export const Edit: Story = {
  tags: ["visual"],
  args: {
    initial: {
      id: 2,
      name: "Latest patch",
      description: "Only if your client is already installed.",
      address: "https://downloads.example.com/gatehouse/patch-latest.zip",
      isActive: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "Edit download link" })).toBeVisible()
    await userEvent.click(canvas.getByRole("checkbox", { name: "Shown on the download page" }))
    await userEvent.click(canvas.getByRole("button", { name: "Save download link" }))
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 2, isActive: false }))
  },
}
