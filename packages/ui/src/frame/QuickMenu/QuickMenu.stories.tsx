import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { QuickMenu } from "./QuickMenu.tsx"

const meta = {
  title: "Frame/QuickMenu",
  component: QuickMenu,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      // A long page to scroll through; the quick menu is positioned against it as in the frame.
      <div style={{ position: "relative", minHeight: "300vh" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickMenu>

export default meta
type Story = StoryObj<typeof meta>

export const AtTop: Story = {
  tags: ["visual"],
}

/** It follows the scroll, and a click takes the visitor back to the top of the page. */
export const BackToTop: Story = {
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView
    if (!view) throw new Error("No window")
    view.scrollTo({ top: 1200, behavior: "auto" })
    await waitFor(() => expect(view.scrollY).toBe(1200))

    const button = within(canvasElement).getByRole("button", { name: "Back to top" })
    // Follows the page: still on screen after scrolling.
    await waitFor(() => {
      const { top, bottom } = button.getBoundingClientRect()
      return expect(top >= 0 && bottom <= view.innerHeight).toBe(true)
    })

    await userEvent.click(button)
    await waitFor(() => expect(view.scrollY).toBe(0), { timeout: 3000 })
  },
}
