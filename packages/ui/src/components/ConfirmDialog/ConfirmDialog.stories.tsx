import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { ConfirmDialog } from "./ConfirmDialog.tsx"

const meta = {
  title: "Components/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    title: "Buy Now",
    message: "Are you sure you want to buy this item?",
    confirmLabel: "Buy",
    isOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Focus starts on Cancel; Escape cancels. */
export const Open: Story = {
  name: "Buy Now question open",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"))
    // Dialogs fade in from transparent: what they show becomes visible a moment after they open.
    await waitFor(() => expect(dialog.getByText("Are you sure you want to buy this item?")).toBeVisible())
    await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus()
    await userEvent.keyboard("{Escape}")
    await expect(args.onCancel).toHaveBeenCalled()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const Confirmed: Story = {
  name: "Buy pressed",
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"))
    await userEvent.click(dialog.getByRole("button", { name: "Buy" }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}
