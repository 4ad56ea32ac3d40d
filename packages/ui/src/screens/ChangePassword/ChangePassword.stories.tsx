import { validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { ChangePassword } from "./ChangePassword.tsx"

const meta = {
  title: "Screens/ChangePassword",
  component: ChangePassword,
  args: {
    onChangePassword: fn(),
    onSecretAnswer: fn(),
    onCancelSecretAnswer: fn(),
    secretAnswerPrompt: { isOpen: false },
  },
} satisfies Meta<typeof ChangePassword>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Empty: Story = {
  name: "Empty form",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible()
    for (const label of ["Current Password", "New Password", "Retype New Password"])
      await expect(page.getByLabelText(label)).toHaveAttribute("type", "password")
  },
}

/** Spec §5: the three required messages, and nothing asked or sent. */
export const FieldErrorsOnSubmit: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Change Password" }))
    await expect(page.getByLabelText("Current Password")).toHaveAccessibleDescription(
      validationMessages.currentPasswordRequired,
    )
    await expect(page.getByLabelText("New Password")).toHaveAccessibleDescription(
      validationMessages.newPasswordRequired,
    )
    await expect(page.getByLabelText("Retype New Password")).toHaveAccessibleDescription(
      validationMessages.retypeNewPasswordRequired,
    )
    await expect(args.onChangePassword).not.toHaveBeenCalled()
  },
}

/** Spec §5: the fourth message, when the new passwords differ. */
export const Mismatch: Story = {
  name: "New passwords differ",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText("Current Password"), "Hero#2024")
    await userEvent.type(page.getByLabelText("New Password"), "Dawn#2025")
    await userEvent.type(page.getByLabelText("Retype New Password"), "Dusk#2025")
    await userEvent.click(page.getByRole("button", { name: "Change Password" }))
    await expect(page.getByLabelText("Retype New Password")).toHaveAccessibleDescription(
      validationMessages.newPasswordMismatch,
    )
    await expect(args.onChangePassword).not.toHaveBeenCalled()
  },
}

export const SubmitsPasswords: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText("Current Password"), "Hero#2024")
    await userEvent.type(page.getByLabelText("New Password"), "Dawn#2025")
    await userEvent.type(page.getByLabelText("Retype New Password"), "Dawn#2025{Enter}")
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: "Hero#2024",
      newPassword: "Dawn#2025",
      retypeNewPassword: "Dawn#2025",
    })
  },
}

/** After the checks pass: the secret-answer prompt. */
export const SecretAnswerPrompt: Story = {
  tags: ["visual"],
  args: { secretAnswerPrompt: { isOpen: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Secret Answer" })
    await userEvent.type(within(dialog).getByRole("textbox"), "crimson")
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }))
    await expect(args.onSecretAnswer).toHaveBeenCalledWith("crimson")
  },
}

export const SecretAnswerIncorrect: Story = {
  tags: ["visual"],
  args: { secretAnswerPrompt: { isOpen: true, errorMessage: validationMessages.secretAnswerIncorrect } },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Secret Answer" })
    await expect(within(dialog).getByRole("textbox")).toHaveAccessibleDescription(
      validationMessages.secretAnswerIncorrect,
    )
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await expect(args.onCancelSecretAnswer).toHaveBeenCalledTimes(1)
  },
}
