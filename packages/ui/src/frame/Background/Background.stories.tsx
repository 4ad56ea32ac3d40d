import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { Background } from "./Background.tsx"

const meta = {
  title: "Frame/Background",
  component: Background,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Background>

export default meta
type Story = StoryObj<typeof meta>

export const NightSky: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    // Pure decoration: hidden from assistive technology and never in the way of a click.
    const sky = canvasElement.querySelector('[aria-hidden="true"]')
    await expect(sky).not.toBeNull()
    if (sky) await waitFor(() => expect(getComputedStyle(sky).pointerEvents).toBe("none"))
  },
}

/**
 * Every moving layer of the sky moves in steps (about ten a second), never on every frame, so an idle
 * page stays cheap on a phone. Checked on the style itself: the runner asks for reduced motion.
 */
export const MovesInSteps: Story = {
  play: async ({ canvasElement }) => {
    const movingLayers = () =>
      [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] > div')]
        .map((layer) => getComputedStyle(layer))
        .filter((style) => style.animationName !== "none")
    await waitFor(() => expect(movingLayers()).toHaveLength(3))
    for (const style of movingLayers()) await expect(style.animationTimingFunction).toMatch(/^steps\(\d+/)
  },
}
