import { validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { oneOf } from "../../fixtures/argTypes.ts"
import { Button } from "../Button/Button.tsx"
import { textFieldTypes } from "../TextField/TextField.tsx"
import { PromptDialog } from "./PromptDialog.tsx"

const meta = {
  title: "Components/PromptDialog",
  component: PromptDialog,
  argTypes: { type: { control: "inline-radio", options: textFieldTypes, table: oneOf(textFieldTypes) } },
  args: {
    title: "Secret Answer",
    label: "Enter the answer to your secret question",
    isOpen: true,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PromptDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Dialogs render into <body>, outside the story's canvas. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/**
 * The prompt's field, found again on every call: the story may render once more while it opens (a
 * resize, a theme), and a field found before that is no longer the one on the page.
 */
const promptField = (canvasElement: HTMLElement, label: string) =>
  within(body(canvasElement).getByRole("dialog")).getByRole("textbox", { name: label })

/** Spec §5: a text input, Submit and Cancel; focus starts in the input. */
export const SecretAnswer: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Secret Answer" })
    await waitFor(() => expect(promptField(canvasElement, args.label)).toHaveFocus())
    await userEvent.type(promptField(canvasElement, args.label), "crimson{Enter}")
    await expect(args.onSubmit).toHaveBeenCalledWith("crimson")
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

export const SecretAnswerIncorrect: Story = {
  name: "Secret answer incorrect",
  tags: ["visual"],
  args: { errorMessage: validationMessages.secretAnswerIncorrect },
  play: async ({ canvasElement, args }) => {
    await expect(promptField(canvasElement, args.label)).toHaveAccessibleDescription(
      validationMessages.secretAnswerIncorrect,
    )
    // The picture shows the dialog as it opens: focus in the field, ready for another try.
    await waitFor(() => expect(promptField(canvasElement, args.label)).toHaveFocus())
  },
}

/** The confirm-password modal of the account page: a password input and Confirm. */
export const ConfirmPassword: Story = {
  tags: ["visual"],
  args: {
    title: "Confirm Password",
    label: "Enter your password to save the changes",
    type: "password",
    submitLabel: "Confirm",
    errorMessage: "Password is incorrect. Please try again.",
  },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Confirm Password" })
    const input = within(dialog).getByLabelText(args.label)
    await expect(input).toHaveAttribute("type", "password")
    await expect(input).toHaveAccessibleDescription("Password is incorrect. Please try again.")
    await userEvent.type(input, "Hero#2024")
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }))
    await expect(args.onSubmit).toHaveBeenCalledWith("Hero#2024")
  },
}

/** While the check runs, Submit waits and a second press sends nothing. */
export const Checking: Story = {
  name: "Secret answer being checked",
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Secret Answer" })
    await userEvent.type(within(dialog).getByRole("textbox"), "crimson{Enter}")
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Escape cancels, and focus returns to what opened the prompt. */
export const EscapeCancels: Story = {
  args: { isOpen: false },
  render: function WithTrigger(args) {
    const [isOpen, setOpen] = useState(false)
    return (
      <>
        <Button onPress={() => setOpen(true)}>Change Password</Button>
        <PromptDialog
          {...args}
          isOpen={isOpen}
          onCancel={() => {
            setOpen(false)
            args.onCancel()
          }}
        />
      </>
    )
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Change Password" })
    await userEvent.click(trigger)
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Secret Answer" })
    await waitFor(() => expect(within(dialog).getByRole("textbox")).toHaveFocus())
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}
