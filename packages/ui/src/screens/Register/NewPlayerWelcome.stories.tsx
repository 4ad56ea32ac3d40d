import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { NewPlayerWelcome, nextSteps } from "./NewPlayerWelcome.tsx"

const meta = {
  title: "Screens/NewPlayerWelcome",
  component: NewPlayerWelcome,
  args: {
    userId: "starling",
    message: "Registration successful! You can now log in.",
    isOpen: true,
    onClose: fn(),
  },
} satisfies Meta<typeof NewPlayerWelcome>

export default meta
type Story = StoryObj<typeof meta>

/** Dialogs render into <body>, outside the story's canvas. */
const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole("dialog", { name: "Success!" })

/**
 * After a registration: the server's message, the greeting by name, and the three next steps, each a
 * link a tap away; the focus starts inside the dialog.
 */
export const Welcome: Story = {
  name: "Registered and logged in, next steps",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement)
    const inDialog = within(dialog)
    await expect(inDialog.getByText("Registration successful! You can now log in.")).toBeVisible()
    await expect(inDialog.getByText(/Welcome, starling! You are logged in\./)).toBeVisible()
    for (const step of nextSteps) {
      await expect(inDialog.getByRole("link", { name: step.label })).toHaveAttribute("href", step.href)
    }
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    )
  },
}

/** A next step closes the welcome as the page changes; so do Close and Escape. */
export const Closing: Story = {
  name: "A next step, Close or Escape closes it",
  play: async ({ canvasElement, args }) => {
    const inDialog = within(dialogOf(canvasElement))
    const shop = inDialog.getByRole("link", { name: "Visit the Item Shop" })
    // The story's page stays put: the link's own navigation is stopped once the dialog has seen it.
    shop.addEventListener("click", (event) => event.preventDefault(), { once: true })
    await userEvent.click(shop)
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(inDialog.getByRole("button", { name: "Close" }))
    await expect(args.onClose).toHaveBeenCalledTimes(2)
    await userEvent.keyboard("{Escape}")
    await expect(args.onClose).toHaveBeenCalledTimes(3)
  },
}
