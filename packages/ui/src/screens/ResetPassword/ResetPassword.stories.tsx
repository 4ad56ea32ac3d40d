import { validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { ResetPassword } from "./ResetPassword.tsx"

const meta = {
  title: "Screens/ResetPassword",
  component: ResetPassword,
  args: { onResetPassword: fn() },
} satisfies Meta<typeof ResetPassword>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  name: "Empty form",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "Reset Password" }),
    ).toBeVisible()
  },
}

export const FieldErrorsOnSubmit: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Reset Password" }))
    await expect(page.getByLabelText("New Password")).toHaveAccessibleDescription(
      validationMessages.newPasswordRequired,
    )
    await expect(page.getByLabelText("Retype New Password")).toHaveAccessibleDescription(
      validationMessages.retypeNewPasswordRequired,
    )
    await expect(args.onResetPassword).not.toHaveBeenCalled()
  },
}

export const Mismatch: Story = {
  name: "New passwords differ",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText("New Password"), "Dawn#2025")
    await userEvent.type(page.getByLabelText("Retype New Password"), "Dusk#2025{Enter}")
    await expect(page.getByLabelText("Retype New Password")).toHaveAccessibleDescription(
      validationMessages.newPasswordMismatch,
    )
    await expect(args.onResetPassword).not.toHaveBeenCalled()
  },
}

export const SubmitsNewPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText("New Password"), "Dawn#2025")
    await userEvent.type(page.getByLabelText("Retype New Password"), "Dawn#2025{Enter}")
    await expect(args.onResetPassword).toHaveBeenCalledWith({ newPassword: "Dawn#2025" })
  },
}

export const Pending: Story = {
  name: "Saving, nothing sent twice",
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText("New Password"), "Dawn#2025")
    await userEvent.type(page.getByLabelText("Retype New Password"), "Dawn#2025{Enter}")
    await expect(args.onResetPassword).not.toHaveBeenCalled()
  },
}
