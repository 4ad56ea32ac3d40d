import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { PageLoading } from "./PageLoading.tsx"

const meta = {
  title: "Components/PageLoading",
  component: PageLoading,
  parameters: { layout: "fullscreen" },
  args: { label: "Loading the staff console..." },
} satisfies Meta<typeof PageLoading>

export default meta
type Story = StoryObj<typeof meta>

/** The staff console's code on its way: the site's background, not a white page. */
export const StaffConsole: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status")
    await expect(status).toHaveTextContent("Loading the staff console...")
    // In the middle of the whole screen, not at the top of an empty page.
    const box = status.getBoundingClientRect()
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(2)
  },
}
