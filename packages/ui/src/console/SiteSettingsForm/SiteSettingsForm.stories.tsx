import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyBanners } from "../../fixtures/banners.ts"
import { SiteSettingsForm } from "./SiteSettingsForm.tsx"

// A picture the story can show without a server: a demo scene drawn inline.
const picture = storyBanners[2]?.img_url ?? ""

const meta = {
  title: "Console/SiteSettingsForm",
  component: SiteSettingsForm,
  args: {
    initial: {
      serverInfoImage: picture,
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

/** No messenger link yet: the field says where 'Talk to an Agent' leads meanwhile. */
export const MessengerUnset: Story = {
  name: "Messenger link not set",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("textbox", { name: "Messenger link" })
    await expect(link).toHaveValue("")
    await expect(link).toHaveAccessibleDescription(/Empty: https:\/\/m\.me\//)
  },
}

/** Staff set the messenger link and save. */
export const SettingMessenger: Story = {
  name: "Setting the messenger link",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole("textbox", { name: "Messenger link" })
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
      serverInfoImage: picture,
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
