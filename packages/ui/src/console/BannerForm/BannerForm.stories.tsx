import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyBanners } from "../../fixtures/banners.ts"
import { BannerForm, emptyBannerDraft } from "./BannerForm.tsx"

const [first] = storyBanners

/** The smallest PNG there is, as a file a staff member might choose. */
const pictureFile = () =>
  new File(
    [
      Uint8Array.from(
        atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
        (c) => c.charCodeAt(0),
      ),
    ],
    "festival.png",
    { type: "image/png" },
  )

const meta = {
  title: "Console/BannerForm",
  component: BannerForm,
  args: {
    initial: emptyBannerDraft,
    onSave: fn(),
    onUpload: fn(async () => first?.img_url ?? null),
    cancelHref: "/staff/content?tab=banners",
  },
} satisfies Meta<typeof BannerForm>

export default meta
type Story = StoryObj<typeof meta>

/** A new banner: the picture is uploaded, the words typed, and Save sends them all. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "New banner" })).toBeVisible()
    await userEvent.upload(canvas.getByLabelText(/Upload a picture/), pictureFile())
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Picture" })).toHaveValue(first?.img_url))
    await expect(args.onUpload).toHaveBeenCalledTimes(1)
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Spring festival")
    await userEvent.type(canvas.getByRole("textbox", { name: "Link" }), "/news?topic=3")
    await userEvent.click(canvas.getByRole("button", { name: "Save banner" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      imgUrl: first?.img_url,
      title: "Spring festival",
      linkUrl: "/news?topic=3",
      isActive: true,
    })
  },
}

/** An existing banner, with its picture previewed; turning it off and saving keeps its id. */
export const Edit: Story = {
  tags: ["visual"],
  args: {
    initial: {
      id: 1,
      imgUrl: first?.img_url ?? "",
      title: first?.title ?? "",
      linkUrl: first?.link_url ?? "",
      isActive: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "Edit banner" })).toBeVisible()
    await userEvent.click(canvas.getByRole("checkbox", { name: "Shown in the rotator" }))
    await userEvent.click(canvas.getByRole("button", { name: "Save banner" }))
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 1, isActive: false }))
    await expect(canvas.getByRole("link", { name: "Cancel" })).toHaveAttribute(
      "href",
      "/staff/content?tab=banners",
    )
  },
}

/** A refused upload (the container has said why) leaves the address as it was. */
export const UploadRefused: Story = {
  name: "Upload refused",
  args: { onUpload: fn(async () => null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(canvas.getByLabelText(/Upload a picture/), pictureFile())
    await waitFor(() => expect(args.onUpload).toHaveBeenCalled())
    await expect(canvas.getByRole("textbox", { name: "Picture" })).toHaveValue("")
  },
}

/** While it is saved, Save cannot be pressed again. */
export const Saving: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Save banner" })).toBeDisabled()
  },
}
