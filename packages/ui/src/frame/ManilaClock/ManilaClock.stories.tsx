import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import { onTestClock, testClockOf } from "../../fixtures/storyClock.tsx"
import { storyNow } from "../../fixtures/time.ts"
import { ManilaClock } from "./ManilaClock.tsx"

/** On a test clock at the stories' instant: the clock shows 9:05:07 PM until a play function moves it. */
const meta = {
  title: "Frame/ManilaClock",
  component: ManilaClock,
  ...onTestClock(storyNow),
} satisfies Meta<typeof ManilaClock>

export default meta
type Story = StoryObj<typeof meta>

/** 13:05:07 UTC is 9:05:07 PM in Manila (GMT+08:00), whatever the viewer's own zone. */
export const Frozen: Story = {
  name: "9:05:07 PM in Manila",
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

/** Without `now` the clock runs on its clock: each second as it turns, and the minute after :59. */
export const Ticking: Story = {
  name: "Ticking each second",
  play: async (context) => {
    const clock = within(context.canvasElement)
    const time = testClockOf(context)
    await expect(clock.getByTestId("clock-seconds")).toHaveTextContent(":07")
    // Nothing falls due before the second turns.
    await expect(time.advance(999)).toBe(0)
    time.advance(1)
    await waitFor(() => expect(clock.getByTestId("clock-seconds")).toHaveTextContent(":08"))
    // One tick a second, each on the second's boundary: 52 more reach 9:06:00.
    await expect(time.advance(52_000)).toBe(52)
    await waitFor(() => expect(clock.getByTestId("clock-hours-minutes")).toHaveTextContent("09:06"))
    await expect(clock.getByTestId("clock-seconds")).toHaveTextContent(":00")
  },
}
