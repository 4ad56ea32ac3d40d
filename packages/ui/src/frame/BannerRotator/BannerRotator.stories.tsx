import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { sampleBannerDescription } from "../../art/SampleBanner/SampleBanner.tsx"
import { bannersWithMissingImage, storyBanners } from "../../fixtures/banners.ts"
import { neverMs } from "../../fixtures/time.ts"
import { BannerRotator } from "./BannerRotator.tsx"

/** Short timings so the rotation can be watched in a test: 300 ms a slide, starting after 100 ms. */
const quick = { slideMs: 300, startDelayMs: 100 } as const

const meta = {
  title: "Frame/BannerRotator",
  component: BannerRotator,
  args: { banners: storyBanners, startDelayMs: neverMs },
} satisfies Meta<typeof BannerRotator>

export default meta
type Story = StoryObj<typeof meta>

const thumbnail = (canvasElement: HTMLElement, number: number) =>
  within(canvasElement).getByRole("button", { name: `Banner ${number}` })

const currentNumber = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("button", { name: /^Banner \d+$/ })
    .findIndex((button) => button.getAttribute("aria-current") === "true") + 1

const visibleBanner = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("group", {
    name: (_, element) => element.getAttribute("aria-hidden") === "false",
  })

export const Still: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(currentNumber(canvasElement)).toBe(1)
    await expect(within(canvasElement).getByRole("img", { name: "Site banner 1" })).toBeVisible()
  },
}

/** The rotation runs in list order (no shuffle), wrapping around after the last banner. */
export const Advances: Story = {
  args: quick,
  play: async ({ canvasElement }) => {
    await expect(currentNumber(canvasElement)).toBe(1)
    await waitFor(() => expect(currentNumber(canvasElement)).toBe(2), { timeout: 2000 })
    await waitFor(() => expect(currentNumber(canvasElement)).toBe(3), { timeout: 2000 })
    await waitFor(() => expect(currentNumber(canvasElement)).toBe(1), { timeout: 2000 })
  },
}

/** Nothing turns before the start delay (spec: 3 s after mount), whatever the slide time. */
export const WaitsForStartDelay: Story = {
  args: { slideMs: 50, startDelayMs: 1500 },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await expect(currentNumber(canvasElement)).toBe(1)
    await waitFor(() => expect(currentNumber(canvasElement)).toBe(2), { timeout: 3000 })
  },
}

export const PausesOnHover: Story = {
  args: quick,
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: "Site banners" })
    await userEvent.hover(carousel)
    const held = currentNumber(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, 900))
    await expect(currentNumber(canvasElement)).toBe(held)
    await userEvent.unhover(carousel)
    await waitFor(() => expect(currentNumber(canvasElement)).not.toBe(held), { timeout: 2000 })
  },
}

export const PausesWhileFocused: Story = {
  args: quick,
  play: async ({ canvasElement }) => {
    thumbnail(canvasElement, 2).focus()
    await userEvent.keyboard("{Enter}")
    await expect(currentNumber(canvasElement)).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 900))
    await expect(currentNumber(canvasElement)).toBe(2)
  },
}

export const ThumbnailJumps: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 3))
    await expect(thumbnail(canvasElement, 3)).toHaveAttribute("aria-current", "true")
    await expect(visibleBanner(canvasElement)).toHaveAccessibleName("3 of 3")
    await userEvent.click(thumbnail(canvasElement, 1))
    await expect(visibleBanner(canvasElement)).toHaveAccessibleName("1 of 3")
  },
}

/** The pause button stops the rotation for visitors who cannot hover, and starts it again. */
export const PauseButton: Story = {
  args: quick,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Pause banners" }))
    // Move focus away so only the button's state holds the rotation.
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvas.getByRole("region", { name: "Site banners" }))
    const held = currentNumber(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, 900))
    await expect(currentNumber(canvasElement)).toBe(held)
    await userEvent.click(canvas.getByRole("button", { name: "Play banners" }))
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvas.getByRole("region", { name: "Site banners" }))
    await waitFor(() => expect(currentNumber(canvasElement)).not.toBe(held), { timeout: 2000 })
  },
}

/** Spec §3: a banner without `img_url` shows a sample image. */
export const MissingImage: Story = {
  tags: ["visual"],
  args: { banners: bannersWithMissingImage },
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 2))
    // Visible once its fade-in (800 ms, none under reduced motion) has run.
    await waitFor(
      () => expect(within(canvasElement).getByRole("img", { name: sampleBannerDescription })).toBeVisible(),
      {
        timeout: 2000,
      },
    )
  },
}

/** Before the list arrives the rotator keeps its 615 x 210 space with the sample art. */
export const Empty: Story = {
  tags: ["visual"],
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: "Site banners" })
    await waitFor(() => {
      const { width, height } = carousel.getBoundingClientRect()
      return expect(Math.round((width / height) * 210)).toBe(615)
    })
    await expect(within(carousel).queryByRole("button")).not.toBeInTheDocument()
  },
}
