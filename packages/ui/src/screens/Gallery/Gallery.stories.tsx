import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyGallery } from "../../fixtures/media.ts"
import { onTestClock, testClockOf } from "../../fixtures/storyClock.tsx"
import { Gallery, type GalleryProps } from "./Gallery.tsx"
import { galleryTexts } from "./galleryTexts.ts"

const meta = {
  title: "Screens/Gallery",
  component: Gallery,
  args: { pictures: { status: "loaded", value: storyGallery } },
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

const [first, second, third] = storyGallery

/** The lightbox, found outside the canvas where the modal renders. */
const findLightbox = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement.ownerDocument.body).findByRole("dialog", { name: title })

export const Loaded: Story = {
  name: "Four pictures",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: galleryTexts.heading })).toBeVisible()
    for (const entry of storyGallery) {
      const thumbnail = canvas.getByRole("img", { name: entry.description })
      await expect(thumbnail).toHaveAttribute("loading", "lazy")
      await expect(canvas.getByRole("button", { name: entry.description })).toBeVisible()
    }
  },
}

/** The open lightbox: the full picture, its description and the stepping buttons. */
export const LightboxOpen: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: first?.description }))
    const lightbox = within(await findLightbox(canvasElement, first?.title ?? ""))
    await expect(lightbox.getByRole("img", { name: first?.description })).toHaveAttribute(
      "src",
      first?.files[0]?.url,
    )
    await expect(lightbox.getByText(galleryTexts.position(0, storyGallery.length))).toBeVisible()
  },
}

/** Next/previous buttons and the arrow keys step through the pictures; Escape closes, and focus
 * lands on the thumbnail of the picture shown last. */
export const LightboxSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: first?.description }))
    const lightbox = within(await findLightbox(canvasElement, first?.title ?? ""))
    await userEvent.click(lightbox.getByRole("button", { name: galleryTexts.next }))
    await findLightbox(canvasElement, second?.title ?? "")
    await userEvent.keyboard("{ArrowRight}")
    await findLightbox(canvasElement, third?.title ?? "")
    await userEvent.keyboard("{ArrowLeft}")
    await findLightbox(canvasElement, second?.title ?? "")
    await userEvent.click(lightbox.getByRole("button", { name: galleryTexts.previous }))
    await findLightbox(canvasElement, first?.title ?? "")
    await userEvent.keyboard("{ArrowLeft}")
    await findLightbox(canvasElement, storyGallery.at(-1)?.title ?? "")
    await userEvent.keyboard("{ArrowRight}")
    await findLightbox(canvasElement, first?.title ?? "")
    await userEvent.keyboard("{ArrowRight}")
    await findLightbox(canvasElement, second?.title ?? "")
    await userEvent.keyboard("{Escape}")
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).not.toBeInTheDocument(),
    )
    await waitFor(() => expect(canvas.getByRole("button", { name: second?.description })).toHaveFocus())
  },
}

/** The Close button closes too, and focus returns to the thumbnail that opened the lightbox. */
export const LightboxClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const thumbnail = canvas.getByRole("button", { name: third?.description })
    await userEvent.click(thumbnail)
    const lightbox = within(await findLightbox(canvasElement, third?.title ?? ""))
    // The overlay fades in, so the caption becomes visible a moment after the dialog appears.
    await waitFor(() => expect(lightbox.getByText(third?.description ?? "", { selector: "p" })).toBeVisible())
    await userEvent.click(lightbox.getByRole("button", { name: galleryTexts.close }))
    await waitFor(() => expect(thumbnail).toHaveFocus())
  },
}

export const Empty: Story = {
  tags: ["visual"],
  args: { pictures: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(galleryTexts.empty)).toBeVisible()
  },
}

export const Loading: Story = {
  args: { pictures: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(galleryTexts.loading)
  },
}

export const Failed: Story = {
  name: "Failed to load",
  tags: ["visual"],
  args: { pictures: { status: "failed" }, onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("alert")).toHaveTextContent(galleryTexts.failed)
    await expect(canvas.getByRole("button", { name: galleryTexts.retry })).toBeVisible()
  },
}

/** A failed load says so and offers to try again; the retry loads the pictures. */
export const FailedRetry: Story = {
  name: "Failed, retry loads the pictures",
  args: { pictures: { status: "failed" }, onRetry: fn() },
  // The reload answers 50 ms later on the story's test clock, when the play function says so.
  ...onTestClock(),
  render: function Retrying(args, context) {
    const clock = testClockOf(context)
    const [pictures, setPictures] = useState<GalleryProps["pictures"]>(args.pictures)
    return (
      <Gallery
        pictures={pictures}
        onRetry={() => {
          args.onRetry?.()
          setPictures({ status: "loading" })
          clock.schedule(50, () => setPictures({ status: "loaded", value: storyGallery }))
        }}
      />
    )
  },
  play: async ({ args, canvasElement, ...context }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("alert")).toHaveTextContent(galleryTexts.failed)
    await userEvent.click(canvas.getByRole("button", { name: galleryTexts.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    testClockOf(context).advance(50)
    await expect(await canvas.findByRole("button", { name: first?.description })).toBeVisible()
  },
}
