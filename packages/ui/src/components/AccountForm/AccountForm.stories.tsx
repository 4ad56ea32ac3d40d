import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import { TextField } from "../TextField/TextField.tsx"
import { AccountForm, AccountFormHeading, AccountFormRow } from "./AccountForm.tsx"

const EmailField = () => {
  const [value, setValue] = useState("")
  return <TextField label="E-mail" name="email" type="email" value={value} onChange={setValue} />
}

const meta = {
  title: "Components/AccountForm",
  component: AccountForm,
  // Its parts get their props tables on this page.
  subcomponents: { AccountFormHeading, AccountFormRow },
  args: {
    title: "Find ID",
    description: "Enter the e-mail address of your account and we will mail you your user ID.",
    submitLabel: "Find ID",
    onSubmit: fn(),
    children: (
      <AccountFormRow>
        <EmailField />
      </AccountFormRow>
    ),
  },
} satisfies Meta<typeof AccountForm>

export default meta
type Story = StoryObj<typeof meta>

/** Enter in a field submits, as the button does. */
export const Part: Story = {
  name: "Find ID section, Enter submits",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 2, name: "Find ID" })).toBeVisible()
    await userEvent.type(page.getByRole("textbox", { name: "E-mail" }), "hero@example.com{Enter}")
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await userEvent.click(page.getByRole("button", { name: "Find ID" }))
    await expect(args.onSubmit).toHaveBeenCalledTimes(2)
  },
}

export const WholePage: Story = {
  name: "Whole Change Password page",
  args: { title: "Change Password", headingLevel: 1, submitLabel: "Change Password", description: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "Change Password" }),
    ).toBeVisible()
  },
}

/** While the request runs nothing more is sent. */
export const Pending: Story = {
  name: "Sending, nothing sent twice",
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByRole("textbox", { name: "E-mail" }), "hero@example.com{Enter}")
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * The form's heading on its own, for a part of an account page that is not a form (the account's
 * characters, its connection), so every part is headed alike.
 */
export const HeadingOnItsOwn: Story = {
  name: "Part heading without a form",
  render: () => <AccountFormHeading>Characters</AccountFormHeading>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2, name: "Characters" })).toBeVisible()
  },
}
