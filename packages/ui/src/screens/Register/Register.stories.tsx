import { maxLengths, validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { Register } from "./Register.tsx"

const meta = {
  title: "Screens/Register",
  component: Register,
  args: { onRegister: fn() },
} satisfies Meta<typeof Register>

export default meta
type Story = StoryObj<typeof meta>

/** Every field of the payload, Philippines first in the country list, the first question chosen. */
export const Empty: Story = {
  name: "Empty form",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Register" })).toBeVisible()
    await expect(page.getByRole("textbox", { name: "User ID" })).toHaveAttribute(
      "maxlength",
      String(maxLengths.userId),
    )
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveAttribute(
      "maxlength",
      String(maxLengths.firstName),
    )
    await expect(page.getByRole("textbox", { name: "Last Name" })).toHaveAttribute(
      "maxlength",
      String(maxLengths.lastName),
    )
    await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveAttribute(
      "maxlength",
      String(maxLengths.email),
    )
    await expect(page.getByLabelText("Password")).toHaveAttribute("maxlength", String(maxLengths.password))
    const country = page.getByRole("combobox", { name: "Country" })
    await expect(within(country).getAllByRole("option")[0]).toHaveTextContent("Philippines")
    await expect(country).toHaveValue("Philippines")
    await expect(
      within(page.getByRole("combobox", { name: "Secret Question" })).getAllByRole("option"),
    ).toHaveLength(6)
    await expect(page.getByRole("radio", { name: "Male" })).toBeChecked()
    await expect(page.getByRole("checkbox")).not.toBeChecked()
  },
}

/**
 * Spec §5: the four client messages on submit, and no call. The first wrong field takes the focus,
 * so its message is read out and the view goes to it rather than staying at the button.
 */
export const FieldErrorsOnSubmit: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Register" }))
    await expect(page.getByRole("textbox", { name: "User ID" })).toHaveFocus()
    await expect(page.getByRole("textbox", { name: "User ID" })).toHaveAccessibleDescription(
      validationMessages.usernameRequired,
    )
    await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      validationMessages.emailRequired,
    )
    await expect(page.getByLabelText("Password")).toHaveAccessibleDescription(
      validationMessages.passwordRequired,
    )
    await expect(page.getByLabelText("Confirm Password")).toHaveAccessibleDescription(
      validationMessages.confirmPasswordRequired,
    )
    await expect(args.onRegister).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByRole("textbox", { name: "E-mail" }), "hero.example.com")
    await userEvent.click(page.getByRole("button", { name: "Register" }))
    // The user ID is still empty, so it is the first wrong field and has the focus.
    await expect(page.getByRole("textbox", { name: "User ID" })).toHaveFocus()
    await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      validationMessages.emailInvalid,
    )
    await expect(args.onRegister).not.toHaveBeenCalled()
  },
}

/** A filled form posts the whole registration payload. */
export const SubmitsPayload: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByRole("textbox", { name: "User ID" }), " starling ")
    await userEvent.type(page.getByRole("textbox", { name: "E-mail" }), "starling@example.com")
    await userEvent.type(page.getByRole("textbox", { name: "First Name" }), "Stella")
    await userEvent.type(page.getByRole("textbox", { name: "Last Name" }), "Ramos")
    await userEvent.type(page.getByLabelText("Password"), "Star#2024")
    await userEvent.type(page.getByLabelText("Confirm Password"), "Star#2024")
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Secret Question" }), "5")
    await userEvent.type(page.getByRole("textbox", { name: "Secret Answer" }), "Mochi")
    await userEvent.click(page.getByRole("radio", { name: "Female" }))
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Country" }), "Japan")
    await userEvent.click(page.getByRole("checkbox"))
    await userEvent.click(page.getByRole("button", { name: "Register" }))
    await expect(args.onRegister).toHaveBeenCalledWith({
      userId: "starling",
      userFirstName: "Stella",
      userLastName: "Ramos",
      userPassword: "Star#2024",
      userPasswordConfirm: "Star#2024",
      userEmail: "starling@example.com",
      secretQuestion: 5,
      secretAnswer: "Mochi",
      gender: "Female",
      country: "Japan",
      agreeTerms: true,
    })
  },
}

/** While the call runs the button waits and a second press sends nothing. */
export const Pending: Story = {
  name: "Registering, nothing sent twice",
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Register" }))
    await expect(args.onRegister).not.toHaveBeenCalled()
  },
}

/** Once staff have written the Terms of Service, the form links to them beside the agreement. */
export const WithTermsPage: Story = {
  name: "Terms of Service linked",
  args: { termsHref: "/policy/terms" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "Read the Terms of Service" }),
    ).toHaveAttribute("href", "/policy/terms")
  },
}

/** The form and its errors in the light daybreak theme, the second theme the package ships. */
export const FieldErrorsOnSubmitDaybreak: Story = {
  ...FieldErrorsOnSubmit,
  name: "Field errors on submit, daybreak theme",
  tags: ["visual"],
  globals: { theme: "daybreak" },
}

/** The empty form in Filipino at a phone's width: its heading, labels and button in Filipino. */
export const InFilipinoOnAPhone: Story = {
  ...Empty,
  name: "In Filipino, on a phone",
  tags: ["visual"],
  globals: { language: "fil", viewport: "phone" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Mag-register" })).toBeVisible()
    await expect(page.getByLabelText("Ulitin ang Password")).toHaveAttribute(
      "maxlength",
      String(maxLengths.password),
    )
    await expect(page.getByRole("button", { name: "Mag-register" })).toBeVisible()
  },
}
