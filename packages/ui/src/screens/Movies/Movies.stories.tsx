import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { storyMovies } from "../../fixtures/media.ts"
import { Movies } from "./Movies.tsx"
import { movieTexts } from "./movieTexts.ts"

const meta = {
  title: "Screens/Movies",
  component: Movies,
  args: { movies: { status: "loaded", value: storyMovies } },
} satisfies Meta<typeof Movies>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  name: "Three movies",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: movieTexts.heading })).toBeVisible()
    for (const movie of storyMovies) {
      await expect(canvas.getByRole("heading", { level: 2, name: movie.title })).toBeVisible()
      await expect(canvas.getByRole("img", { name: movie.description })).toHaveAttribute("loading", "lazy")
    }
    await expect(canvas.getByRole("button", { name: "Play Opening movie" })).toBeVisible()
  },
}

/** A movie without files is marked, and offers nothing to press; a teaser picture is a plain link. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole("heading", { level: 2, name: "Season two trailer" }).closest("article")
    if (card === null) throw new Error("the movie's card is missing")
    await expect(within(card).getByText(movieTexts.comingSoon)).toBeVisible()
    await expect(within(card).queryByRole("button")).toBeNull()
    await expect(within(card).queryByRole("link")).toBeNull()
    const teaser = canvas.getByRole("link", { name: `Teaser picture ${movieTexts.newTab}` })
    await expect(teaser).toHaveAttribute("href", "movies/club-war-teaser.svg")
    await expect(teaser).toHaveAttribute("target", "_blank")
    await expect(canvas.queryByRole("button", { name: /Club War teaser/ })).toBeNull()
  },
}

/** Play opens the movie in a dialog with the browser's controls and nothing playing; Close returns focus. */
export const PlayOpensDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const play = canvas.getByRole("button", { name: "Play Opening movie" })
    await userEvent.click(play)
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Opening movie",
    })
    const video = dialog.querySelector("video")
    await expect(video).toHaveAttribute("controls")
    await expect(video).toHaveAttribute("src", "movies/opening.webm")
    await expect(video).not.toHaveAttribute("autoplay")
    // Dialogs fade in from transparent: what they show becomes visible a moment after they open.
    await waitFor(() =>
      expect(within(dialog).getByText("Three schools gather before the Sacred Gate")).toBeVisible(),
    )
    await userEvent.click(within(dialog).getByRole("button", { name: movieTexts.close }))
    await waitFor(() => expect(play).toHaveFocus())
  },
}

export const Empty: Story = {
  args: { movies: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(movieTexts.empty)).toBeVisible()
  },
}
