import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyGallery } from "../../fixtures/media.ts"
import { MediaViewer } from "./MediaViewer.tsx"

const [picture] = storyGallery
const full = picture?.files[0]

const meta = {
  title: "Components/MediaViewer",
  component: MediaViewer,
  args: {
    title: picture?.title ?? "",
    closeLabel: "Close",
    isOpen: true,
    onClose: fn(),
    caption: picture?.description,
    children: (
      <img
        src={full?.url}
        alt={picture?.description}
        width={full?.width ?? undefined}
        height={full?.height ?? undefined}
      />
    ),
  },
} satisfies Meta<typeof MediaViewer>

export default meta
type Story = StoryObj<typeof meta>

/** The picture as large as the window allows, its caption under it; Close and Escape close it. */
export const PictureInFull: Story = {
  name: "Picture in full",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: args.title })
    await waitFor(() => expect(within(dialog).getByRole("img", { name: args.caption })).toBeVisible())
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}
