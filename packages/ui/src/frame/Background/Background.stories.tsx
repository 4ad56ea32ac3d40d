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
