import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { KeyTable } from "../../screens/Instructions/TopicTables.tsx"
import { Button } from "../Button/Button.tsx"
import { DialogFrame, dialogSizes } from "./DialogFrame.tsx"

const meta = {
  title: "Components/DialogFrame",
  component: DialogFrame,
  argTypes: { size: { control: "inline-radio", options: dialogSizes, table: oneOf(dialogSizes) } },
  args: {
    title: "Notice",
    message: "Your cart was updated.",
    isOpen: true,
    onClose: fn(),
  },
} satisfies Meta<typeof DialogFrame>

export default meta
type Story = StoryObj<typeof meta>

/** Dialogs render into <body>, outside the story's canvas. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** A message box: centred heading and text, one button along the bottom. */
export const Message: Story = {
  name: "Message box",
  tags: ["visual"],
  args: {
    actions: (
      <Button tone="primary" isFullWidth autoFocus>
        OK
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Notice" })
    await waitFor(() => expect(within(dialog).getByText("Your cart was updated.")).toBeVisible())
    await expect(within(dialog).getByRole("button", { name: "OK" })).toHaveFocus()
    await userEvent.keyboard("{Escape}")
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** A question the player must answer first: an alert dialog with two answers. */
export const Question: Story = {
  name: "Question with two answers",
  tags: ["visual"],
  args: {
    role: "alertdialog",
    title: "Remove item",
    message: "Remove Phoenix Wings of Dawn from your cart?",
    actions: (
      <>
        <Button tone="secondary" autoFocus>
          Cancel
        </Button>
        <Button tone="primary">Remove</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("alertdialog", { name: "Remove item" })
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus()
  },
}

/** Text with a table beside it needs the wider box; its Close button sits beside the heading. */
export const Wide: Story = {
  name: "Wide box with a table",
  tags: ["visual"],
  args: {
    size: "wide",
    title: "Keyboard shortcuts",
    message: "The default keys of both layouts.",
    closeLabel: "Close",
    isDismissable: true,
    children: <KeyTable />,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Keyboard shortcuts" })
    await expect(within(dialog).getByRole("table")).toBeVisible()
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** While a request that cannot be stopped runs, Escape leaves the dialog open. */
export const Waiting: Story = {
  name: "Waiting, Escape disabled",
  args: { title: "Processing request", message: "please wait...", isKeyboardDismissDisabled: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Processing request" })
    await userEvent.keyboard("{Escape}")
    await expect(dialog).toBeInTheDocument()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}
