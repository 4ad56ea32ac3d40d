import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { sampleBannerDescription } from "../../art/SampleBanner/SampleBanner.tsx"
import { bannersWithMissingImage, storyBanners } from "../../fixtures/banners.ts"
import { onTestClock, testClockOf } from "../../fixtures/storyClock.tsx"
import { BannerRotator } from "./BannerRotator.tsx"
import { bannerRotatorTiming } from "./timing.ts"

const { slideMs, startDelayMs } = bannerRotatorTiming

/**
 * Every story runs on a test clock: the banners keep still until a play function moves time, so
 * the spec's own timings (3 s to start, 3 s a slide) are tested without waiting for them.
 */
const meta = {
  title: "Frame/BannerRotator",
  component: BannerRotator,
  ...onTestClock(),
  args: { banners: storyBanners },
} satisfies Meta<typeof BannerRotator>

export default meta
type Story = StoryObj<typeof meta>

const thumbnail = (canvasElement: HTMLElement, number: number) =>
  within(canvasElement).getByRole("button", { name: `Banner ${number}` })

const currentNumber = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("button", { name: /^Banner \d+$/ })
    .findIndex((button) => button.getAttribute("aria-current") === "true") + 1

/**
 * Whether the banners are turning on their own: the ARIA carousel pattern silences the live region
 * meanwhile. The rotator sets or clears its timer in the same commit, so once this reads true the
 * next turn is scheduled, and once it reads false none is.
 */
const isRotating = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="off"]') !== null

/** Lets the start delay pass and waits until the banners turn on their own. */
const startRotation = async (canvasElement: HTMLElement, clock: ReturnType<typeof testClockOf>) => {
  clock.advance(startDelayMs)
  await waitFor(() => expect(isRotating(canvasElement)).toBe(true))
}

const visibleBanner = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("group", {
    name: (_, element) => element.getAttribute("aria-hidden") === "false",
  })

export const Still: Story = {
  name: "First of 3 banners",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(currentNumber(canvasElement)).toBe(1)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("img", { name: "Moonlit Tournament: sign-ups open" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Moonlit Tournament: sign-ups open" })).toHaveAttribute(
      "href",
      "/news?topic=4",
    )
  },
}

/** The keyboard reaches only the banner on show: the others are inert until they turn. */
export const OnlyTheShownBannerIsALinkStop: Story = {
  name: "Only the shown banner takes focus",
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(
      within(canvasElement).getByRole("link", { name: "Moonlit Tournament: sign-ups open" }),
    ).toHaveFocus()
    const waiting = canvasElement.querySelector('a[href="/news?topic=5"]')
    await expect(waiting?.closest("[inert]")).not.toBeNull()
  },
}

/** The rotation runs in list order (no shuffle), wrapping around after the last banner. */
export const Advances: Story = {
  name: "Turns to the next banner",
  play: async (context) => {
    const { canvasElement } = context
    const clock = testClockOf(context)
    await expect(currentNumber(canvasElement)).toBe(1)
    await startRotation(canvasElement, clock)
    for (const next of [2, 3, 1]) {
      clock.advance(slideMs)
      await waitFor(() => expect(currentNumber(canvasElement)).toBe(next))
    }
  },
}

/** Nothing turns before the start delay (spec: 3 s after mount), whatever the slide time. */
export const WaitsForStartDelay: Story = {
  args: { slideMs: 50 },
  play: async (context) => {
    const { canvasElement } = context
    const clock = testClockOf(context)
    // Up to the last millisecond of the delay nothing falls due, so nothing can turn.
    await expect(clock.advance(startDelayMs - 1)).toBe(0)
    await expect(currentNumber(canvasElement)).toBe(1)
    await expect(isRotating(canvasElement)).toBe(false)
    clock.advance(1)
    await waitFor(() => expect(isRotating(canvasElement)).toBe(true))
    clock.advance(50)
    await waitFor(() => expect(currentNumber(canvasElement)).toBe(2))
  },
}

export const PausesOnHover: Story = {
  play: async (context) => {
    const { canvasElement } = context
    const clock = testClockOf(context)
    const carousel = within(canvasElement).getByRole("region", { name: "Site banners" })
    await startRotation(canvasElement, clock)
    await userEvent.hover(carousel)
    await waitFor(() => expect(isRotating(canvasElement)).toBe(false))
    const held = currentNumber(canvasElement)
    await expect(clock.advance(3 * slideMs)).toBe(0)
    await expect(currentNumber(canvasElement)).toBe(held)
    await userEvent.unhover(carousel)
    await waitFor(() => expect(isRotating(canvasElement)).toBe(true))
    clock.advance(slideMs)
    await waitFor(() => expect(currentNumber(canvasElement)).not.toBe(held))
  },
}

export const PausesWhileFocused: Story = {
  play: async (context) => {
    const { canvasElement } = context
    const clock = testClockOf(context)
    await startRotation(canvasElement, clock)
    thumbnail(canvasElement, 2).focus()
    await userEvent.keyboard("{Enter}")
    await expect(currentNumber(canvasElement)).toBe(2)
    await waitFor(() => expect(isRotating(canvasElement)).toBe(false))
    await expect(clock.advance(3 * slideMs)).toBe(0)
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
  play: async (context) => {
    const { canvasElement } = context
    const clock = testClockOf(context)
    const canvas = within(canvasElement)
    await startRotation(canvasElement, clock)
    await userEvent.click(canvas.getByRole("button", { name: "Pause banners" }))
    // Move focus away so only the button's state holds the rotation.
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvas.getByRole("region", { name: "Site banners" }))
    await waitFor(() => expect(isRotating(canvasElement)).toBe(false))
    const held = currentNumber(canvasElement)
    await expect(clock.advance(3 * slideMs)).toBe(0)
    await expect(currentNumber(canvasElement)).toBe(held)
    await userEvent.click(canvas.getByRole("button", { name: "Play banners" }))
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.unhover(canvas.getByRole("region", { name: "Site banners" }))
    await waitFor(() => expect(isRotating(canvasElement)).toBe(true))
    clock.advance(slideMs)
    await waitFor(() => expect(currentNumber(canvasElement)).not.toBe(held))
  },
}

/** Spec §3: a banner without `img_url` shows a sample image. */
export const MissingImage: Story = {
  tags: ["visual"],
  args: { banners: bannersWithMissingImage },
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 2))
    // Visible once its fade-in (800 ms, none under reduced motion) has run.
    await waitFor(() =>
      expect(within(canvasElement).getByRole("img", { name: sampleBannerDescription })).toBeVisible(),
    )
  },
}

/** Before the list arrives the rotator keeps its 615 x 210 space with the sample art. */
export const Empty: Story = {
  name: "No banners yet, sample art",
  tags: ["visual"],
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: "Site banners" })
    await waitFor(() => {
      const { width, height } = carousel.getBoundingClientRect()
      return expect(Math.round((width / height) * 210)).toBe(615)
    })
    await expect(within(carousel).queryByRole("button")).not.toBeInTheDocument()
    // The sample art loads when a slide first needs it.
    await expect(await within(carousel).findByRole("img", { name: sampleBannerDescription })).toBeVisible()
  },
}
