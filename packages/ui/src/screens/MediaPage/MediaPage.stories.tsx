import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { MediaPage, type MediaStateTexts } from "./MediaPage.tsx"

const texts: MediaStateTexts = {
  loading: "Loading the pictures...",
  failed: "The pictures could not be loaded.",
  retry: "Try again",
  empty: "No pictures yet.",
}

const meta = {
  title: "Screens/MediaPage",
  component: MediaPage<string>,
  args: {
    heading: "Gallery",
    intro: "Pictures from around the campus.",
    entries: { status: "loaded", value: ["The Sacred Gate at night", "Mystic Peak", "Lantern festival"] },
    texts,
    onRetry: fn(),
    children: (titles: ReadonlyArray<string>) => (
      <ul>
        {titles.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof MediaPage<string>>

export default meta
type Story = StoryObj<typeof meta>

/** The heading, its introduction, and the list the screen draws (here, three titles). */
export const ThreeEntries: Story = {
  name: "Three entries",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible()
    await expect(page.getAllByRole("listitem")).toHaveLength(3)
  },
}

export const Loading: Story = {
  name: "Loading",
  args: { entries: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(texts.loading)
  },
}

/** A failed load says so and offers to try again. */
export const Failed: Story = {
  name: "Failed to load, with retry",
  tags: ["visual"],
  args: { entries: { status: "failed" } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByText(texts.failed)).toBeVisible()
    await userEvent.click(page.getByRole("button", { name: texts.retry }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Empty: Story = {
  name: "Empty",
  args: { entries: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.empty)).toBeVisible()
  },
}
