import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { emptySocialLinkDraft, SocialLinkForm } from "./SocialLinkForm.tsx"

const meta = {
  title: "Console/SocialLinkForm",
  component: SocialLinkForm,
  args: { initial: emptySocialLinkDraft, onSave: fn(), cancelHref: "/staff/content?tab=settings" },
} satisfies Meta<typeof SocialLinkForm>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: "Network" }), "twitch")
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Gatehouse live")
    await userEvent.type(canvas.getByRole("textbox", { name: "Link" }), "https://twitch.example/gatehouse")
    await userEvent.click(canvas.getByRole("button", { name: "Save social link" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      network: "twitch",
      name: "Gatehouse live",
      description: "",
      url: "https://twitch.example/gatehouse",
      isPublished: true,
    })
  },
}
