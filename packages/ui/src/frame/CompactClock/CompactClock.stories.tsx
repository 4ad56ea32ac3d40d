import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { onAnotherServer } from "../../fixtures/siteConfigs.tsx"
import { storyNow } from "../../fixtures/time.ts"
import { CompactClock } from "./CompactClock.tsx"

const meta = {
  title: "Frame/CompactClock",
  component: CompactClock,
  args: { now: storyNow },
} satisfies Meta<typeof CompactClock>

export default meta
type Story = StoryObj<typeof meta>

/** Manila's hours and minutes, named for screen readers. */
export const Manila: Story = {
  name: "Manila, 9:05 PM",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("Manila Time 09:05 PM")
    await expect(within(canvasElement).getByText("Manila Time")).toBeInTheDocument()
  },
}

/** Another server's clock, in its own time zone. */
export const AnotherServer: Story = {
  name: "Another server's clock",
  ...onAnotherServer,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("Berlin Time 02:05 PM")
  },
}
