import { sceneSvg, svgDataUrl } from "@gatehouse/art"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyNow } from "../../fixtures/time.ts"
import { emptyNewsDraft, NewsEditorForm, newsEditorTexts, type ThumbnailUpload } from "./NewsEditorForm.tsx"

/** Stands in for the portal's sanitiser (DOMPurify) in stories: scripts never reach the preview. */
const storySanitize = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, "")

const storyThumbnail = svgDataUrl(sceneSvg("gate", 160, 120))

const editing = {
  type: 2 as const,
  subject: "Moonlit Festival begins",
  content: "<h2>Three nights of lanterns</h2><p>Meet at the <strong>Sacred Gate</strong> at 8 PM.</p>",
  imgThumbnail: storyThumbnail,
  published: true,
}

const meta = {
  title: "Console/NewsEditorForm",
  component: NewsEditorForm,
  args: {
    mode: "new",
    initial: emptyNewsDraft,
    author: "scribe",
    createdAt: null,
    listHref: "/staff/news",
    onSave: fn(),
    onUploadThumbnail: fn(async (_file: File): Promise<ThumbnailUpload> => ({ url: storyThumbnail })),
    sanitizeBody: storySanitize,
    now: storyNow,
  },
} satisfies Meta<typeof NewsEditorForm>

export default meta
type Story = StoryObj<typeof meta>

/** A new item: every field empty, saved as a draft unless the visibility says otherwise. */
export const New: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: newsEditorTexts.newHeading })).toBeVisible()
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Kind" }), "Event")
    await userEvent.type(canvas.getByRole("textbox", { name: "Subject" }), "Lantern hunt")
    await userEvent.click(await canvas.findByRole("textbox", { name: "Article" }))
    await userEvent.keyboard("Find the lanterns.")
    await userEvent.click(canvas.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      type: 2,
      subject: "Lantern hunt",
      content: "<p>Find the lanterns.</p>",
      imgThumbnail: "",
      published: false,
    })
  },
}

/** An existing item opened for editing, with its thumbnail. */
export const Editing: Story = {
  tags: ["visual"],
  args: { mode: "edit", initial: editing, createdAt: "2026-11-21T12:40:00Z" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: newsEditorTexts.editHeading })).toBeVisible()
    await expect(canvas.getByRole("img", { name: "The thumbnail as chosen" })).toBeVisible()
    await expect(canvas.getByRole("combobox", { name: "Visibility" })).toHaveValue("published")
    const area = await canvas.findByRole("textbox", { name: "Article" })
    await expect(within(area).getByRole("heading", { name: "Three nights of lanterns" })).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Remove thumbnail" }))
    await expect(canvas.queryByRole("img", { name: "The thumbnail as chosen" })).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({ ...editing, imgThumbnail: "" })
  },
}

/** The unsaved draft as players will see it: the news page's own layout, its body sanitised. */
export const Preview: Story = {
  tags: ["visual"],
  args: {
    mode: "edit",
    initial: { ...editing, content: `${editing.content}<script>alert("x")</script>` },
    createdAt: "2026-11-21T12:40:00Z",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const subject = canvas.getByRole("textbox", { name: "Subject" })
    await userEvent.clear(subject)
    await userEvent.type(subject, "Moonlit Festival: three nights")
    await userEvent.click(canvas.getByRole("tab", { name: "Preview" }))
    const panel = canvas.getByRole("tabpanel", { name: "Preview" })
    await expect(
      within(panel).getByRole("heading", { level: 1, name: "Moonlit Festival: three nights" }),
    ).toBeVisible()
    await expect(
      within(panel).getByRole("heading", { level: 2, name: "Three nights of lanterns" }),
    ).toBeVisible()
    await expect(within(panel).getByText("By scribe · 25 minutes ago")).toBeVisible()
    await expect(panel.querySelector("script")).toBeNull()
    // Back and forth: the draft is kept, and the story ends on the preview for its picture.
    await userEvent.click(canvas.getByRole("tab", { name: "Write" }))
    await expect(canvas.getByRole("textbox", { name: "Subject" })).toHaveValue(
      "Moonlit Festival: three nights",
    )
    await userEvent.click(canvas.getByRole("tab", { name: "Preview" }))
    await expect(canvas.getByRole("tabpanel", { name: "Preview" })).toBeVisible()
  },
}

/** A picture chosen from the device is uploaded and becomes the thumbnail. */
export const UploadThumbnail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')
    if (input === null) throw new Error("no file input")
    await expect(input).toHaveAttribute("accept", "image/png,image/jpeg,image/gif,image/webp")
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "lantern.png", { type: "image/png" })
    await userEvent.upload(input, picture)
    await expect(args.onUploadThumbnail).toHaveBeenCalledWith(picture)
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: "Thumbnail address" })).toHaveValue(storyThumbnail),
    )
    await expect(canvas.getByRole("img", { name: "The thumbnail as chosen" })).toBeVisible()
  },
}

/** The server refused the picture: its reason shows, the thumbnail stays as it was. */
export const UploadRefused: Story = {
  args: {
    onUploadThumbnail: fn(
      async (_file: File): Promise<ThumbnailUpload> => ({
        error: "Only PNG, JPEG, GIF and WebP pictures can be uploaded.",
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')
    if (input === null) throw new Error("no file input")
    await userEvent.upload(input, new File(["<svg/>"], "x.png", { type: "image/png" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Only PNG, JPEG, GIF and WebP pictures")
    await expect(canvas.getByRole("textbox", { name: "Thumbnail address" })).toHaveValue("")
  },
}

/** Saving: the fields wait and the button says so. */
export const Saving: Story = {
  args: { mode: "edit", initial: editing, isSaving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("textbox", { name: "Subject" })).toBeDisabled()
    const save = canvas.getByRole("button", { name: /Saving/ })
    await userEvent.click(save)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** The server refused the draft: its sentence on top, each field's reason under the field. */
export const Failed: Story = {
  tags: ["visual"],
  args: {
    initial: { ...emptyNewsDraft, imgThumbnail: "javascript:alert(1)" },
    failure: {
      message: "The news item was not saved. Please correct the marked fields.",
      errors: {
        subject: "Write a subject.",
        content: "Write the article's text.",
        imgThumbnail:
          "The thumbnail must be an uploaded picture or an address starting with https:// or http://.",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("alert")).toHaveTextContent("The news item was not saved.")
    await expect(canvas.getByRole("textbox", { name: "Subject" })).toHaveAccessibleDescription(
      "Write a subject.",
    )
    await expect(await canvas.findByRole("textbox", { name: "Article" })).toHaveAttribute(
      "aria-invalid",
      "true",
    )
  },
}

/** Saved: the editor stays open on the item and says what happened. */
export const Saved: Story = {
  args: { mode: "edit", initial: editing, savedMessage: "Saved. Players see it now." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Saved. Players see it now.")
  },
}
