import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { Button } from "../Button/Button.tsx"
import { MessageDialog } from "./MessageDialog.tsx"

const meta = {
  title: "Components/MessageDialog",
  component: MessageDialog,
  args: {
    title: "ERROR!",
    message: "Unkown Error : Status 500",
    isOpen: true,
    onClose: fn(),
  },
} satisfies Meta<typeof MessageDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Dialogs render into <body>, outside the story's canvas. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const ErrorAlert: Story = {
  name: "Error, status 500",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole("alertdialog", { name: "ERROR!" })
    await expect(dialog).toHaveTextContent("Unkown Error : Status 500")
    await expect(within(dialog).getByRole("button", { name: "OK" })).toHaveFocus()
  },
}

/** Server validation messages arrive joined on separate lines (spec §5). */
export const SeveralLines: Story = {
  name: "Notice with two messages",
  tags: ["visual"],
  args: {
    title: "Notice",
    message: "* The user id has already been taken.\n* The user email has already been taken.",
  },
}

export const Success: Story = {
  name: "Success, IP address submitted",
  tags: ["visual"],
  args: { title: "SUCCESS!!", message: "Your IP address has been submitted for whitelisting." },
}

/** Opened with Enter on its trigger, closed with Escape and again with Enter on OK; focus comes back. */
export const KeyboardOpenAndClose: Story = {
  args: { isOpen: false },
  render: function WithTrigger(args) {
    const [isOpen, setOpen] = useState(false)
    return (
      <>
        <Button onPress={() => setOpen(true)}>Show message</Button>
        <MessageDialog
          {...args}
          isOpen={isOpen}
          onClose={() => {
            setOpen(false)
            args.onClose()
          }}
        />
      </>
    )
  },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement)
    const trigger = within(canvasElement).getByRole("button", { name: "Show message" })

    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    const dialog = await page.findByRole("alertdialog", { name: "ERROR!" })
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "OK" })).toHaveFocus())

    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(page.queryByRole("alertdialog")).not.toBeInTheDocument())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(trigger).toHaveFocus())

    await userEvent.keyboard("{Enter}")
    await page.findByRole("alertdialog", { name: "ERROR!" })
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(page.queryByRole("alertdialog")).not.toBeInTheDocument())
    await expect(args.onClose).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** The error alert in the light daybreak theme, the second theme the package ships. */
export const ErrorAlertDaybreak: Story = {
  ...ErrorAlert,
  name: "Error, status 500, daybreak theme",
  tags: ["visual"],
  globals: { theme: "daybreak" },
}
