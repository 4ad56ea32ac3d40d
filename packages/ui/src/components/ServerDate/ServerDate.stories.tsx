import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { SiteConfigProvider } from "../../config/SiteConfigProvider.tsx"
import { ServerDate } from "./ServerDate.tsx"

const meta = {
  title: "Components/ServerDate",
  component: ServerDate,
  args: { value: "2026-11-22T01:09:31.135Z" },
} satisfies Meta<typeof ServerDate>

export default meta
type Story = StoryObj<typeof meta>

/** Intl puts a narrow no-break space before AM/PM; a reader sees a space. */
const shown = (element: HTMLElement) => (element.textContent ?? "").replace(/\s/g, " ")

export const InManilaTime: Story = {
  name: "A purchase at 01:09 UTC, read in Manila",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const date = canvasElement.querySelector("time")
    await expect(date).not.toBeNull()
    if (date === null) return
    await expect(shown(date)).toBe("Nov 22, 2026, 9:09 AM")
    await expect(date).toHaveAttribute("datetime", "2026-11-22T01:09:31.135Z")
  },
}

export const InAnotherServersZone: Story = {
  name: "The same moment on a server in Berlin",
  render: (args) => (
    <SiteConfigProvider config={{ clock: { timeZone: "Europe/Berlin" } }}>
      <ServerDate {...args} />
    </SiteConfigProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(shown(within(canvasElement).getByText(/2026/))).toBe("Nov 22, 2026, 2:09 AM")
  },
}

export const NoDate: Story = {
  name: "No date from the server",
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No date available")).toBeVisible()
  },
}
