import { validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { LoginPage } from "./LoginPage.tsx"

const meta = {
  title: "Screens/LoginPage",
  component: LoginPage,
  args: { onLogin: fn() },
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  name: "Empty form",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("link", { name: "Sign up New!" })).toHaveAttribute("href", "/register")
    await expect(page.getByRole("link", { name: "ID or Password?" })).toHaveAttribute("href", "/findaccount")
  },
}

export const FieldErrorsOnSubmit: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Login" }))
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveAccessibleDescription(
      validationMessages.usernameRequired,
    )
    await expect(page.getByLabelText("Password")).toHaveAccessibleDescription(
      validationMessages.passwordRequired,
    )
    await expect(args.onLogin).not.toHaveBeenCalled()
  },
}

export const SubmitsCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByRole("textbox", { name: "Username" }), "moonwarden")
    await userEvent.type(page.getByLabelText("Password"), "secret")
    await userEvent.click(page.getByRole("button", { name: "Login" }))
    await expect(args.onLogin).toHaveBeenCalledTimes(1)
    await expect(args.onLogin).toHaveBeenCalledWith({ username: "moonwarden", password: "secret" })
  },
}

export const ServerError: Story = {
  name: "Wrong user ID or password",
  tags: ["visual"],
  args: { serverError: "Invalid username or password." },
}
