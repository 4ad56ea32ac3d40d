import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { SiteSettingsForm } from "./SiteSettingsForm.tsx"

const meta = {
  title: "Console/SiteSettingsForm",
  component: SiteSettingsForm,
  args: {
    initial: {
      serverInfoImage: "/media/info/server.svg",
      serverInfoDescription: "Server information: maximum level 300, experience rate 10 times.",
      agentChatUrl: "",
    },
    placeholderChatUrl: "https://m.me/",
    onSave: fn(),
    onUpload: fn(async () => null),
  },
} satisfies Meta<typeof SiteSettingsForm>

export default meta
type Story = StoryObj<typeof meta>

/** No messenger link yet: the field says where 'Talk to an Agent' leads meanwhile; staff set one. */
export const MessengerUnset: Story = {
  name: "Messenger link not set",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole("textbox", { name: "Messenger link" })
    await expect(link).toHaveAccessibleDescription(/Empty: https:\/\/m\.me\//)
    await userEvent.type(link, "https://m.me/gatehouse.support")
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ agentChatUrl: "https://m.me/gatehouse.support" }),
    )
  },
}

export const MessengerSet: Story = {
  name: "Messenger link set",
  args: {
    initial: {
      serverInfoImage: "/media/info/server.svg",
      serverInfoDescription: "Server information.",
      agentChatUrl: "https://m.me/gatehouse.support",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Messenger link" })).toHaveValue(
      "https://m.me/gatehouse.support",
    )
  },
}
