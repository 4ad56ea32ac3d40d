import { delays, validationMessages } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { FindAccount } from "./FindAccount.tsx"

const meta = {
  title: "Screens/FindAccount",
  component: FindAccount,
  args: { onFindId: fn(), onFindPassword: fn(), processingDurationMs: delays.processingModalMs },
} satisfies Meta<typeof FindAccount>

export default meta
type Story = StoryObj<typeof meta>

const part = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("region", { name }))

export const Empty: Story = {
  name: "Empty forms",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Find Account" })).toBeVisible()
    await expect(part(canvasElement, "Find ID").getByRole("textbox", { name: "E-mail" })).toBeVisible()
    await expect(part(canvasElement, "Find Password").getByRole("textbox", { name: "User ID" })).toBeVisible()
  },
}

/** Spec §5: each form's own messages, and no call. */
export const FieldErrorsOnSubmit: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const findId = part(canvasElement, "Find ID")
    await userEvent.click(findId.getByRole("button", { name: "Find ID" }))
    await expect(findId.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      validationMessages.findIdEmailRequired,
    )
    const findPassword = part(canvasElement, "Find Password")
    await userEvent.type(findPassword.getByRole("textbox", { name: "E-mail" }), "not-an-address")
    await userEvent.click(findPassword.getByRole("button", { name: "Find Password" }))
    await expect(findPassword.getByRole("textbox", { name: "User ID" })).toHaveAccessibleDescription(
      validationMessages.findPasswordUserIdRequired,
    )
    await expect(findPassword.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      validationMessages.emailInvalid,
    )
    await expect(args.onFindId).not.toHaveBeenCalled()
    await expect(args.onFindPassword).not.toHaveBeenCalled()
  },
}

export const FindPasswordEmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const findPassword = part(canvasElement, "Find Password")
    await userEvent.type(findPassword.getByRole("textbox", { name: "User ID" }), "demohero")
    await userEvent.click(findPassword.getByRole("button", { name: "Find Password" }))
    await expect(findPassword.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      validationMessages.findPasswordEmailRequired,
    )
  },
}

export const SubmitsBoth: Story = {
  play: async ({ canvasElement, args }) => {
    const findId = part(canvasElement, "Find ID")
    await userEvent.type(findId.getByRole("textbox", { name: "E-mail" }), " hero@example.com {Enter}")
    await expect(args.onFindId).toHaveBeenCalledWith({ findIDEmail: "hero@example.com" })
    const findPassword = part(canvasElement, "Find Password")
    await userEvent.type(findPassword.getByRole("textbox", { name: "User ID" }), "demohero")
    await userEvent.type(findPassword.getByRole("textbox", { name: "E-mail" }), "hero@example.com")
    await userEvent.click(findPassword.getByRole("button", { name: "Find Password" }))
    await expect(args.onFindPassword).toHaveBeenCalledWith({
      findPWID: "demohero",
      findPWEmail: "hero@example.com",
    })
  },
}

/** The 'Processing your request Please wait..' modal, three seconds into its ten. */
export const Processing: Story = {
  name: "Processing, 7 s left",
  tags: ["visual"],
  args: { processingElapsedMs: 3000 },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", {
      name: "Processing your request Please wait..",
    })
    await expect(within(dialog).getByRole("progressbar")).toHaveAttribute("aria-valuetext", "7 s")
  },
}
