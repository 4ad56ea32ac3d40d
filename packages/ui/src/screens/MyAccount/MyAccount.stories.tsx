import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import type { AccountUser } from "./AccountDetailsForm.tsx"
import { MyAccount } from "./MyAccount.tsx"

const player: AccountUser = {
  UserID: "moonwarden",
  UserEmail: "moonwarden@example.com",
  NameFirst: "Luna",
  NameLast: "Reyes",
  PhoneNumber: "+63 917 555 0142",
  characters: [
    { ChaName: "Moonblade", ChaLevel: 187 },
    { ChaName: "Starweaver", ChaLevel: 92 },
  ],
}

const meta = {
  title: "Screens/MyAccount",
  component: MyAccount,
  args: {
    user: player,
    connection: { status: "loaded", value: { CC_IP: "203.0.113.24", CC_status: 0 } },
    onSave: fn(),
    passwordPrompt: { isOpen: false },
    onConfirmPassword: fn(),
    onCancelPassword: fn(),
    onRequestWhitelist: fn(),
  },
} satisfies Meta<typeof MyAccount>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Not whitelisted yet (CC_status 0): the request button shows. The e-mail is masked. */
export const NotWhitelisted: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("heading", { level: 1, name: "Account Setting" })).toBeVisible()
    await expect(page.getByText("m****@example.com")).toBeVisible()
    await expect(page.queryByText("moonwarden@example.com")).not.toBeInTheDocument()
    await expect(page.getByRole("link", { name: "Change Password" })).toHaveAttribute(
      "href",
      "/changepassword",
    )
    await expect(page.getByText("203.0.113.24", { exact: true })).toBeVisible()
    await expect(page.getByText("Not whitelisted", { exact: true })).toBeVisible()
    await expect(
      page.getByText("Ask the staff to whitelist 203.0.113.24, the address you are connected from now."),
    ).toBeVisible()
    const characters = within(page.getByRole("table", { name: "Characters" }))
    await expect(characters.getByRole("row", { name: "Moonblade 187" })).toBeVisible()
    await userEvent.click(page.getByRole("button", { name: "Request IP Whitelist" }))
    await expect(args.onRequestWhitelist).toHaveBeenCalledTimes(1)
  },
}

export const Whitelisted: Story = {
  tags: ["visual"],
  args: { connection: { status: "loaded", value: { CC_IP: "203.0.113.24", CC_status: 1 } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText("Approved for 203.0.113.24")).toBeVisible()
    await expect(page.queryByRole("button", { name: "Request IP Whitelist" })).not.toBeInTheDocument()
  },
}

/**
 * A server that reports an IPv4 player the way a dual-stack socket sees them (`::ffff:…`): the page
 * still writes the address as the player knows it.
 */
export const MappedAddress: Story = {
  name: "Address reported as IPv6-mapped",
  args: { connection: { status: "loaded", value: { CC_IP: "::ffff:203.0.113.24", CC_status: 1 } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText("203.0.113.24", { exact: true })).toBeVisible()
    await expect(page.getByText("Approved for 203.0.113.24")).toBeVisible()
    await expect(page.queryByText(/::ffff:/)).not.toBeInTheDocument()
  },
}

/** A request is waiting for staff (CC_status 2): no second request is offered. */
export const WhitelistRequested: Story = {
  args: { connection: { status: "loaded", value: { CC_IP: "203.0.113.24", CC_status: 2 } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText("Waiting for approval of 203.0.113.24")).toBeVisible()
    await expect(page.queryByRole("button", { name: "Request IP Whitelist" })).not.toBeInTheDocument()
  },
}

/** Staff turned the request down (CC_status 3): it says so, and the player may ask again. */
export const WhitelistRejected: Story = {
  args: { connection: { status: "loaded", value: { CC_IP: "203.0.113.24", CC_status: 3 } } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByText("Request for 203.0.113.24 not approved")).toBeVisible()
    await userEvent.click(page.getByRole("button", { name: "Request IP Whitelist" }))
    await expect(args.onRequestWhitelist).toHaveBeenCalledTimes(1)
  },
}

export const ConnectionLoading: Story = {
  name: "Connection loading",
  args: { connection: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading your connection information…")).toBeVisible()
  },
}

export const ConnectionFailed: Story = {
  name: "Connection failed to load",
  tags: ["visual"],
  args: { connection: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("could not be loaded")
  },
}

/** A new account with no characters and no names yet. */
export const NoCharacters: Story = {
  tags: ["visual"],
  args: { user: { UserID: "starling", UserEmail: "starling@example.com", characters: [] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.queryByRole("table")).not.toBeInTheDocument()
    await expect(page.getByText(/No characters yet/)).toBeVisible()
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("")
  },
}

/** Save sends the edited details; the caller then asks for the password. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const phone = page.getByRole("textbox", { name: "Phone Number" })
    await userEvent.clear(phone)
    await userEvent.type(phone, "+63 917 555 0199")
    await userEvent.click(page.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      NameFirst: "Luna",
      NameLast: "Reyes",
      PhoneNumber: "+63 917 555 0199",
    })
  },
}

/** Spec §4: the confirm-password modal guards saving. */
export const ConfirmPassword: Story = {
  tags: ["visual"],
  args: { passwordPrompt: { isOpen: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Confirm Password" })
    await userEvent.type(within(dialog).getByLabelText(/password/i), "Hero#2024")
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }))
    await expect(args.onConfirmPassword).toHaveBeenCalledWith("Hero#2024")
  },
}

export const PasswordIncorrect: Story = {
  tags: ["visual"],
  args: { passwordPrompt: { isOpen: true, errorMessage: "Password is incorrect. Please try again." } },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Confirm Password" })
    await expect(within(dialog).getByLabelText(/password/i)).toHaveAccessibleDescription(
      "Password is incorrect. Please try again.",
    )
  },
}

/** Not a visual story: the dialog starts closing on Cancel, and a picture would catch it halfway. */
export const PasswordCancelled: Story = {
  args: PasswordIncorrect.args,
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Confirm Password" })
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await expect(args.onCancelPassword).toHaveBeenCalledTimes(1)
  },
}

export const PasswordCheckFailed: Story = {
  args: {
    passwordPrompt: { isOpen: true, errorMessage: "An error occurred while validating the password." },
  },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Confirm Password" })
    await expect(dialog).toHaveTextContent("An error occurred while validating the password.")
  },
}

/** Spec §8: 'Processing request / please wait...' while the whitelist request runs. */
export const WhitelistProcessing: Story = {
  tags: ["visual"],
  args: { isWhitelistPending: true },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Processing request please wait..." })
    // The dialog fades in from transparent, so it becomes visible a moment after it is there.
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

/** The economy screens' redeem form takes the slot at the top. */
export const WithRedeemSlot: Story = {
  name: "Redeem form at the top",
  args: {
    redeemSlot: (
      <section aria-label="Load R-COINS" style={{ padding: "16px", border: "1px dashed currentColor" }}>
        Redeem code and referral code form
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Load R-COINS" })).toBeVisible()
  },
}
