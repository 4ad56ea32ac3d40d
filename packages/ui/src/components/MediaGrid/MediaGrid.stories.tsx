import type { MediaEntry } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyGallery, storyMovies } from "../../fixtures/media.ts"
import { Button } from "../Button/Button.tsx"
import { MediaGrid } from "./MediaGrid.tsx"
import { MediaPicture } from "./MediaPicture.tsx"
import { MediaTile } from "./MediaTile.tsx"

const meta = {
  title: "Components/MediaGrid",
  component: MediaGrid<MediaEntry>,
  // The tile and its picture are documented on this page: they are always used inside the grid.
  subcomponents: { MediaTile, MediaPicture },
  args: {
    items: storyMovies,
    itemKey: (entry) => entry.id,
    // The tile's place in the list is there too; the gallery's pictures use it.
    children: (entry: MediaEntry, _index: number) => (
      <MediaTile
        title={entry.title}
        text={entry.description}
        picture={
          <MediaPicture
            src={entry.img_url}
            alt={entry.description}
            badge={entry.files.length === 0 ? "Coming soon" : undefined}
          />
        }
      >
        {entry.files.length > 0 && <Button tone="primary">Play</Button>}
      </MediaTile>
    ),
  },
} satisfies Meta<typeof MediaGrid<MediaEntry>>

export default meta
type Story = StoryObj<typeof meta>

/** Tiles with a picture, a heading, a line of text and an action at the foot; one is badged. */
export const Tiles: Story = {
  name: "Tiles with pictures and actions",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("listitem")).toHaveLength(storyMovies.length)
    for (const entry of storyMovies)
      await expect(canvas.getByRole("heading", { name: entry.title })).toBeVisible()
    await expect(canvas.getByText("Coming soon")).toBeVisible()
  },
}

const opened = fn()

/** The gallery's tiles: the picture itself is the button that opens it in full. */
export const Thumbnails: Story = {
  name: "Pictures that open",
  tags: ["visual"],
  args: {
    items: storyGallery,
    children: (entry, index) => (
      <MediaTile
        text={entry.title}
        picture={<MediaPicture src={entry.img_url} alt={entry.description} onPress={() => opened(index)} />}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const [first] = storyGallery
    if (first === undefined) return
    await userEvent.click(within(canvasElement).getByRole("button", { name: first.description }))
    await expect(opened).toHaveBeenCalledWith(0)
  },
}
