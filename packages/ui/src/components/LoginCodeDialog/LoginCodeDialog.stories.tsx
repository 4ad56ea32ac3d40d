import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { LoginCodeDialog, loginCodeLabel } from "./LoginCodeDialog.tsx"

const meta = {
  title: "Components/LoginCodeDialog",
  component: LoginCodeDialog,
  args: { isOpen: true, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof LoginCodeDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Dialogs render into <body>, outside the story's canvas. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** After the password: the code is typed and Enter logs in; Cancel gives up. */
export const AskingForTheCode: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Two-step sign-in" })
    const input = within(dialog).getByRole("textbox", { name: loginCodeLabel })
    await waitFor(() => expect(input).toHaveFocus())
    await expect(input).toHaveAttribute("autocomplete", "one-time-code")
    await userEvent.type(input, "492039{Enter}")
    await expect(args.onSubmit).toHaveBeenCalledWith("492039")
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

/** A refused code is read out with the field, and the player tries again. */
export const CodeRefused: Story = {
  args: { errorMessage: "That code is not right. Check that your phone's clock is correct and try again." },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Two-step sign-in" })
    const input = within(dialog).getByRole("textbox", { name: loginCodeLabel })
    await expect(input).toHaveAccessibleDescription(args.errorMessage ?? "")
  },
}
