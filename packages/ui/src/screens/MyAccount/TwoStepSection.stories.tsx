import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { TwoStepSection, twoStepTexts } from "./TwoStepSection.tsx"

/** A key and link as the server makes them for a test account. */
const setUp = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/play.example.org:moonwarden?issuer=play.example.org&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
}

const recoveryCodes = [
  "K7QF2-M9XZC",
  "PL4RT-8WNVE",
  "3HGJD-QA6YB",
  "TX9KE-2MFRW",
  "BN5UC-7LPQZ",
  "W8AYH-4RJKD",
  "FC2MZ-9TXEV",
  "6QPLN-HB3WA",
  "RZ7VD-5KCUM",
  "YE4GT-8NXPF",
]

const meta = {
  title: "Screens/MyAccount/TwoStepSection",
  component: TwoStepSection,
  args: {
    state: { status: "loaded", value: { _tag: "Off", required: false } },
    onStart: fn(),
    onConfirm: fn(),
    onCancelSetup: fn(),
    onCodesSaved: fn(),
    onTurnOff: fn(),
  },
} satisfies Meta<typeof TwoStepSection>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Off: what it does, and the button that starts it. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole("region", { name: twoStepTexts.heading })
    await userEvent.click(within(section).getByRole("button", { name: twoStepTexts.start }))
    await expect(args.onStart).toHaveBeenCalledTimes(1)
  },
}

/** Staff who must turn it on are told so beside the button. */
export const RequiredForStaff: Story = {
  args: { state: { status: "loaded", value: { _tag: "Off", required: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(twoStepTexts.required)).toBeVisible()
  },
}

/** Setting up: the key to type (in groups of four), the link, and the first code confirms. */
export const SettingUp: Story = {
  args: { state: { status: "loaded", value: { _tag: "SettingUp", ...setUp } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Add to authenticator app" })).toHaveAttribute(
      "href",
      setUp.uri,
    )
    await userEvent.type(canvas.getByRole("textbox", { name: twoStepTexts.code }), "492039{Enter}")
    await expect(args.onConfirm).toHaveBeenCalledWith("492039")
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }))
    await expect(args.onCancelSetup).toHaveBeenCalledTimes(1)
  },
}

/** A wrong first code is read out with the field. */
export const SetUpCodeRefused: Story = {
  args: {
    state: { status: "loaded", value: { _tag: "SettingUp", ...setUp } },
    errorMessage: "That code is not right. Check that your phone's clock is correct and try again.",
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: twoStepTexts.code })
    await expect(input).toHaveAccessibleDescription(args.errorMessage ?? "")
  },
}

/** Just turned on: the ten recovery codes, shown this once, until the player says they are saved. */
export const ShowingRecoveryCodes: Story = {
  args: { state: { status: "loaded", value: { _tag: "ShowingCodes", recoveryCodes } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole("list", { name: "Recovery codes" })
    await expect(within(list).getAllByRole("listitem")).toHaveLength(recoveryCodes.length)
    await userEvent.click(canvas.getByRole("button", { name: twoStepTexts.codesSaved }))
    await expect(args.onCodesSaved).toHaveBeenCalledTimes(1)
  },
}

/** On: turning it off asks for the password or a code in a dialog. */
export const On: Story = {
  args: { state: { status: "loaded", value: { _tag: "On", required: false, recoveryCodesLeft: 9 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Recovery codes left: 9\./)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: twoStepTexts.turnOff }))
    const dialog = body(canvasElement).getByRole("dialog", { name: twoStepTexts.turnOff })
    const input = within(dialog).getByLabelText(twoStepTexts.proof)
    await waitFor(() => expect(input).toHaveFocus())
    await userEvent.type(input, "Hero#2024{Enter}")
    await expect(args.onTurnOff).toHaveBeenCalledWith("Hero#2024")
  },
}

/** Staff who must keep it on are not offered to turn it off. */
export const OnAndRequired: Story = {
  args: { state: { status: "loaded", value: { _tag: "On", required: true, recoveryCodesLeft: 10 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: twoStepTexts.turnOff })).toBeNull()
  },
}
