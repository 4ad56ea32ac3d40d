import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { ServerClock } from "../frame/ServerClock/ServerClock.tsx"
import { ClockProvider } from "./ClockProvider.tsx"
import { createTestClock } from "./clock.ts"

const meta = {
  title: "Providers/ClockProvider",
  component: ClockProvider,
  args: {
    // 13:05:07 UTC on 21 November 2026, held still: 9:05 PM in Manila.
    clock: createTestClock(new Date("2026-11-21T13:05:07Z")),
    children: <ServerClock />,
  },
} satisfies Meta<typeof ClockProvider>

export default meta
type Story = StoryObj<typeof meta>

/** The clocks, rotators and relative dates inside read this clock: here one that stands still. */
export const FrozenClock: Story = {
  name: "The header clock held at 9:05 PM",
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("09:05")).toBeVisible()
  },
}
