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

/** The empty login page in Filipino at a phone's width: its heading, button and links in Filipino. */
export const InFilipinoOnAPhone: Story = {
  ...Empty,
  name: "In Filipino, on a phone",
  tags: ["visual"],
  globals: { language: "fil", viewport: "phone" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Mag-login" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Mag-login" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Mag-register!" })).toHaveAttribute("href", "/register")
    await expect(page.getByRole("link", { name: "Nakalimutan ang ID o Password?" })).toHaveAttribute(
      "href",
      "/findaccount",
    )
  },
}
