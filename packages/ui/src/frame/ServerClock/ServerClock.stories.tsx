import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { onAnotherServer } from "../../fixtures/siteConfigs.tsx"
import { onTestClock } from "../../fixtures/storyClock.tsx"
import { storyNow } from "../../fixtures/time.ts"
import { ServerClock } from "./ServerClock.tsx"

/** At the stories' instant, 13:05:07 UTC, frozen. */
const meta = {
  title: "Frame/ServerClock",
  component: ServerClock,
  ...onTestClock(storyNow),
  args: { now: storyNow },
} satisfies Meta<typeof ServerClock>

export default meta
type Story = StoryObj<typeof meta>

/** Without a time zone of its own, the clock shows the site's: Manila, as Gatehouse does. */
export const ManilaByDefault: Story = {
  name: "Manila time by default",
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement)
    await expect(clock.getByTestId("clock-hours-minutes")).toHaveTextContent("09:05")
    await expect(clock.getByText("Manila Time · GMT+08:00")).toBeInTheDocument()
  },
}

/** A server in New York gives the clock its zone and caption: the same moment reads 8:05 AM. */
export const AnotherTimeZone: Story = {
  name: "Clock in another time zone",
  args: { timeZone: "America/New_York", label: "New York Time" },
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement)
    await expect(clock.getByTestId("clock-hours-minutes")).toHaveTextContent("08:05")
    await expect(clock.getByText("AM")).toBeInTheDocument()
    await expect(clock.getByText("New York Time · GMT-05:00")).toBeInTheDocument()
  },
}

/** Inside another server's site config (Berlin), the header clock follows it with no props at all. */
export const FromTheSiteConfig: Story = {
  name: "Clock from another server's site config",
  ...onAnotherServer,
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement)
    await expect(clock.getByTestId("clock-hours-minutes")).toHaveTextContent("02:05")
    await expect(clock.getByText("Berlin Time · GMT+01:00")).toBeInTheDocument()
  },
}
