import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { SocialLinkList } from "./SocialLinkList.tsx"

const meta = {
  title: "Console/SocialLinkList",
  component: SocialLinkList,
  args: {
    links: [
      {
        id: 1,
        network: "discord",
        name: "Gatehouse Discord",
        description: "Chat with players and staff.",
        url: "https://discord.example/invite",
        isPublished: true,
      },
      {
        id: 2,
        network: "youtube",
        name: "Gatehouse videos",
        description: "",
        url: "https://video.example/@gatehouse",
        isPublished: false,
      },
    ],
    editHref: (id: number) => `/staff/content?tab=settings&edit=${id}`,
    newHref: "/staff/content?tab=settings&edit=new",
    onDelete: fn(),
  },
} satisfies Meta<typeof SocialLinkList>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("table", { name: "Social links" })).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Delete Gatehouse videos" }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"))
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }))
    await expect(args.onDelete).toHaveBeenCalledWith(2)
  },
}

export const Empty: Story = {
  args: { links: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No social links yet/)).toBeVisible()
  },
}
