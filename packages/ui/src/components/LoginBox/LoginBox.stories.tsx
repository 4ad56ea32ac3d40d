import { validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { LoginBox } from "./LoginBox.tsx"

const meta = {
  title: "Components/LoginBox",
  component: LoginBox,
  args: { onLogin: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "272px" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginBox>

export default meta
type Story = StoryObj<typeof meta>

export const Guest: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("region", { name: "Login" })
    await expect(within(box).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/register")
    await expect(within(box).getByRole("link", { name: "Find ID/PW" })).toHaveAttribute(
      "href",
      "/findaccount",
    )
  },
}

/** Spec §4, §5: each submit sets the per-field errors; no login call while a field is blank. */
export const FieldErrorsOnSubmit: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement)
    await userEvent.click(box.getByRole("button", { name: "Login" }))
    await expect(box.getByRole("textbox", { name: "User ID" })).toHaveAccessibleDescription(
      validationMessages.usernameRequired,
    )
    await expect(box.getByLabelText("Password")).toHaveAccessibleDescription(
      validationMessages.passwordRequired,
    )
    await expect(args.onLogin).not.toHaveBeenCalled()

    // Spaces only still count as blank; the user ID error clears on the next submit once it is filled.
    await userEvent.type(box.getByRole("textbox", { name: "User ID" }), "moonwarden")
    await userEvent.type(box.getByLabelText("Password"), "   ")
    await userEvent.click(box.getByRole("button", { name: "Login" }))
    await expect(box.queryByText(validationMessages.usernameRequired)).not.toBeInTheDocument()
    await expect(box.getByText(validationMessages.passwordRequired)).toBeVisible()
    await expect(args.onLogin).not.toHaveBeenCalled()
  },
}

export const SubmitsCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement)
    await userEvent.type(box.getByRole("textbox", { name: "User ID" }), "  moonwarden ")
    await userEvent.type(box.getByLabelText("Password"), "s3cret pass")
    await userEvent.keyboard("{Enter}")
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
    await expect(args.onLogin).toHaveBeenCalledWith({ username: "moonwarden", password: "s3cret pass" })
    await expect(box.queryByRole("alert")).not.toBeInTheDocument()
  },
}

export const Pending: Story = {
  name: "Logging in, nothing sent twice",
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement)
    await userEvent.type(box.getByRole("textbox", { name: "User ID" }), "moonwarden")
    await userEvent.type(box.getByLabelText("Password"), "secret")
    await userEvent.click(box.getByRole("button", { name: /Login/ }))
    await expect(args.onLogin).not.toHaveBeenCalled()
  },
}

export const ServerError: Story = {
  name: "Wrong user ID or password",
  tags: ["visual"],
  args: { serverError: "Invalid username or password." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Invalid username or password.")
  },
}
