import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { GameStory } from "./GameStory.tsx"
import { mapPlaces, storyChapters, storyTexts } from "./storyTexts.ts"

const meta = {
  title: "Screens/Game Story",
  component: GameStory,
} satisfies Meta<typeof GameStory>

export default meta
type Story = StoryObj<typeof meta>

/** The chronicle in chapters, then the world map with its caption and the list of its places. */
export const Default: Story = {
  name: "Chronicle and world map",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: storyTexts.heading })).toBeVisible()
    for (const chapter of storyChapters)
      await expect(canvas.getByRole("heading", { level: 2, name: chapter.title })).toBeVisible()
    const map = canvas.getByRole("figure", { name: storyTexts.mapCaption })
    await expect(within(map).getByRole("img", { name: storyTexts.mapDescription })).toBeVisible()
    const places = canvas.getByRole("list", { name: storyTexts.placesHeading })
    await expect(within(places).getAllByRole("listitem")).toHaveLength(mapPlaces.length)
    await expect(within(places).getByText("Old Bell Tower")).toBeVisible()
  },
}

/** Another server tells its own story in the same layout. */
export const OwnChapters: Story = {
  name: "Another server's chapters",
  args: {
    chapters: [{ title: "Prologue", paragraphs: ["A short tale told by another server."] }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 2, name: "Prologue" })).toBeVisible()
    await expect(canvas.queryByRole("heading", { name: storyChapters[0]?.title ?? "" })).toBeNull()
  },
}
