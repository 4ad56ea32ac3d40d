import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { MirrorList } from "./MirrorList.tsx"

const meta = {
  title: "Console/MirrorList",
  component: MirrorList,
  args: {
    mirrors: [
      {
        id: 1,
        name: "Full client (cloud mirror)",
        description: "The complete game, about 3.2 GB.",
        address: "https://downloads.example.com/gatehouse/full-client.zip",
        isActive: true,
      },
      {
        id: 2,
        name: "Latest patch",
        description: "",
        address: "https://downloads.example.com/gatehouse/patch-latest.zip",
        isActive: false,
      },
    ],
    editHref: (id: number) => `/staff/content?tab=downloads&edit=${id}`,
    newHref: "/staff/content?tab=downloads&edit=new",
    onDelete: fn(),
  },
} satisfies Meta<typeof MirrorList>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("table", { name: "Download links" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Edit Latest patch" })).toHaveAttribute(
      "href",
      "/staff/content?tab=downloads&edit=2",
    )
    await userEvent.click(canvas.getByRole("button", { name: "Delete Latest patch" }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"))
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }))
    await expect(args.onDelete).toHaveBeenCalledWith(2)
  },
}

export const Empty: Story = {
  args: { mirrors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No download links yet/)).toBeVisible()
    await expect(within(canvasElement).getByRole("link", { name: "New download link" })).toBeVisible()
  },
}
