import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { quickMenuBesideFrame } from "../../theme/media.ts"
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
  name: "At the top of the page",
  tags: ["visual"],
}

/** It follows the scroll, and a click takes the visitor back to the top of the page. */
export const BackToTop: Story = {
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView
    if (!view) throw new Error("No window")
    view.scrollTo({ top: 1200, behavior: "auto" })
    await waitFor(() => expect(view.scrollY).toBe(1200))

    // On phones the button appears once the page is scrolled.
    const button = await within(canvasElement).findByRole("button", { name: "Back to top" })
    // Follows the page: still on screen after scrolling.
    await waitFor(() => {
      const { top, bottom } = button.getBoundingClientRect()
      return expect(top >= 0 && bottom <= view.innerHeight).toBe(true)
    })

    await userEvent.click(button)
    await waitFor(() => expect(view.scrollY).toBe(0))
  },
}

/** At the top of the page the corner button stays out of the way; beside a wide frame it is always there. */
export const HiddenAtTopInTheCorner: Story = {
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView
    if (!view) throw new Error("No window")
    view.scrollTo({ top: 0, behavior: "auto" })
    const isBesideFrame = view.matchMedia(quickMenuBesideFrame).matches
    await waitFor(() => {
      const button = within(canvasElement).queryByRole("button", { name: "Back to top" })
      return isBesideFrame ? expect(button).toBeVisible() : expect(button).not.toBeInTheDocument()
    })
  },
}
