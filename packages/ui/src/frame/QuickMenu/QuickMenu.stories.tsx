import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { reducedMotion } from "../../theme/media.ts"
import { QuickMenu } from "./QuickMenu.tsx"

const meta = {
  title: "Frame/QuickMenu",
  component: QuickMenu,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      // A long page to scroll through; the quick menu is placed against it as against the frame.
      <div style={{ position: "relative", minHeight: "300vh" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickMenu>

export default meta
type Story = StoryObj<typeof meta>

const windowOf = (canvasElement: HTMLElement): Window => {
  const view = canvasElement.ownerDocument.defaultView
  if (!view) throw new Error("No window")
  return view
}

/** The menu has settled 20% from the top of the window (spec §9), give or take a pixel's rounding. */
const expectAtRest = (view: Window, button: HTMLElement) =>
  waitFor(
    () => expect(Math.abs(button.getBoundingClientRect().top - view.innerHeight * 0.2)).toBeLessThan(2),
    {
      timeout: 3000,
    },
  )

export const AtTop: Story = {
  name: "At the top of the page",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const view = windowOf(canvasElement)
    view.scrollTo({ top: 0, behavior: "instant" })
    const button = within(canvasElement).getByRole("button", { name: "Back to top" })
    await expect(within(canvasElement).getByRole("navigation", { name: "Quick menu" })).toContainElement(
      button,
    )
    await expectAtRest(view, button)
  },
}

/** Scrolled down the page, the menu glides after the scroll over 500 ms and rests 20% from the top. */
export const FollowsTheScroll: Story = {
  play: async ({ canvasElement }) => {
    const view = windowOf(canvasElement)
    const menu = within(canvasElement).getByRole("navigation", { name: "Quick menu" })
    const button = within(menu).getByRole("button", { name: "Back to top" })
    // The glide takes 500 ms; with reduced motion (as the stories run) the menu moves at once.
    const reduced = view.matchMedia(reducedMotion).matches
    await expect(view.getComputedStyle(menu).transitionDuration).toBe(reduced ? "0s" : "0.5s")
    await expect(view.getComputedStyle(menu).transitionProperty).toBe("transform")

    view.scrollTo({ top: 1200, behavior: "instant" })
    await waitFor(() => expect(view.scrollY).toBe(1200))
    await expectAtRest(view, button)
  },
}

/** A click takes the page back to the top, and the menu with it to 20% from the top. */
export const BackToTop: Story = {
  play: async ({ canvasElement }) => {
    const view = windowOf(canvasElement)
    view.scrollTo({ top: 1200, behavior: "instant" })
    const button = within(canvasElement).getByRole("button", { name: "Back to top" })
    await expectAtRest(view, button)

    await userEvent.click(button)
    await waitFor(() => expect(view.scrollY).toBe(0), { timeout: 3000 })
    await expectAtRest(view, button)
  },
}

/** From the keyboard: the button is reached with Tab and pressed with Enter. */
export const BackToTopByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const view = windowOf(canvasElement)
    view.scrollTo({ top: 900, behavior: "instant" })
    await userEvent.tab()
    const button = within(canvasElement).getByRole("button", { name: "Back to top" })
    await expect(button).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(view.scrollY).toBe(0), { timeout: 3000 })
    await expect(button).toHaveFocus()
  },
}
