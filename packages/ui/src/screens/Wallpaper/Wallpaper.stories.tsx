import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyWallpapers } from "../../fixtures/media.ts"
import { Wallpaper } from "./Wallpaper.tsx"
import { wallpaperTexts } from "./wallpaperTexts.ts"

const meta = {
  title: "Screens/Wallpaper",
  component: Wallpaper,
  args: { wallpapers: { status: "loaded", value: storyWallpapers } },
} satisfies Meta<typeof Wallpaper>

export default meta
type Story = StoryObj<typeof meta>

/** Each size is a download link named after its wallpaper, so a list of links still says which is which. */
export const Loaded: Story = {
  name: "Three wallpapers",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: wallpaperTexts.heading })).toBeVisible()
    await expect(canvas.getByRole("heading", { level: 2, name: "Moonlit Gate" })).toBeVisible()
    const full = canvas.getByRole("link", { name: "Download Moonlit Gate, 1920 × 1080" })
    await expect(full).toHaveTextContent("1920 × 1080")
    await expect(full).toHaveAttribute("href", "wallpapers/moonlit-gate-1920.svg")
    await expect(full).toHaveAttribute("download")
    await expect(canvas.getByRole("link", { name: "Download Moonlit Gate, 2560 × 1440" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Download Moonlit Gate, 1080 × 2340" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Download River of lanterns, 1920 × 1080" })).toBeVisible()
    // A file without a known size is offered under its own label.
    await expect(canvas.getByRole("link", { name: "Download Ember sky, Original" })).toHaveTextContent(
      "Original",
    )
    await expect(canvas.getByRole("img", { name: "The Sacred Gate under a pale moon" })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { wallpapers: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(wallpaperTexts.empty)).toBeVisible()
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { wallpapers: { status: "failed" }, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("alert")).toHaveTextContent(wallpaperTexts.failed)
    await userEvent.click(canvas.getByRole("button", { name: wallpaperTexts.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
