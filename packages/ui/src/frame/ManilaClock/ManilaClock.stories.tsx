import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import { storyNow } from "../../fixtures/time.ts"
import { ManilaClock } from "./ManilaClock.tsx"

const meta = {
  title: "Frame/ManilaClock",
  component: ManilaClock,
} satisfies Meta<typeof ManilaClock>

export default meta
type Story = StoryObj<typeof meta>

/** 13:05:07 UTC is 9:05:07 PM in Manila (GMT+08:00), whatever the viewer's own zone. */
export const Frozen: Story = {
  tags: ["visual"],
  args: { now: storyNow },
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement)
    await expect(clock.getByTestId("clock-hours-minutes")).toHaveTextContent("09:05")
    await expect(clock.getByTestId("clock-seconds")).toHaveTextContent(":07")
    await expect(clock.getByText("PM")).toBeInTheDocument()
    await expect(clock.getByText("Saturday, November 21, 2026")).toBeInTheDocument()
    await expect(clock.getByText(/GMT\+08:00/)).toBeInTheDocument()
  },
}

/** Without `now` the clock runs: the seconds change within the next tick. */
export const Ticking: Story = {
  play: async ({ canvasElement }) => {
    const seconds = within(canvasElement).getByTestId("clock-seconds")
    const first = seconds.textContent
    await waitFor(() => expect(seconds.textContent).not.toBe(first), { timeout: 2500 })
  },
}
