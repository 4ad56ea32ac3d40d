import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { storyPlayerServiceUses } from "../../fixtures/staffCharacterServices.ts"
import { PlayerRecord } from "./PlayerRecord.tsx"
import type { PlayerLedgerView, PlayerRecordView } from "./playerRecordTypes.ts"

const player: PlayerRecordView = {
  userId: "demohero",
  email: "demohero@example.com",
  level: "player",
  userType: 1,
  // Read by the owner, who may do everything to it.
  standing: { isOwner: false, refusal: null, levels: ["player", "editor", "administrator"] },
  createdAt: "2026-08-01T04:00:00.000Z",
  lastLoginAt: "2026-11-22T01:09:31.000Z",
  lastLoginIp: "::ffff:203.0.113.25",
  blockedAt: null,
  blockedReason: null,
  rcoin: 8115,
  milleage: 2065.5,
  whitelist: [
    {
      id: 7,
      ipAddress: "203.0.113.25",
      status: "pending",
      requestedAt: "2026-11-22T01:09:31.000Z",
      decidedAt: null,
    },
    {
      id: 3,
      ipAddress: "198.51.100.14",
      status: "rejected",
      requestedAt: "2026-10-02T08:00:00.000Z",
      decidedAt: "2026-10-02T09:30:00.000Z",
    },
  ],
  purchases: {
    count: 14,
    newest: [
      {
        id: 31,
        itemName: "Phoenix Plume Coat",
        quantity: 1,
        totalPrice: 450,
        currency: "rcoin",
        deliveryStatus: "delivered",
        gameState: "Waiting in item bank",
        waitingItems: [1207],
        purchasedAt: "2026-11-20T10:00:00.000Z",
      },
      {
        id: 30,
        itemName: "Potion of Vigor",
        quantity: 5,
        totalPrice: 25.5,
        currency: "milleage",
        deliveryStatus: "delivered",
        gameState: "Collected",
        waitingItems: [],
        purchasedAt: "2026-11-18T10:00:00.000Z",
      },
    ],
  },
  redemptions: {
    count: 1,
    newest: [{ code: "GATE-7Q2M-XK4P", rcoin: 500, milleage: 0, redeemedAt: "2026-11-01T02:00:00.000Z" }],
  },
  tickets: { count: 0, newest: [] },
  characterServices: { count: 0, newest: [] },
}

const ledger: PlayerLedgerView = {
  pageCount: 2,
  lines: [
    {
      id: 52,
      at: "2026-11-21T06:00:00.000Z",
      currency: "rcoin",
      amount: 150,
      reason: "adjustment",
      note: "Compensation for downtime",
    },
    {
      id: 51,
      at: "2026-11-20T10:00:00.000Z",
      currency: "rcoin",
      amount: -450,
      reason: "purchase",
      note: null,
    },
    { id: 50, at: "2026-11-01T02:00:00.000Z", currency: "rcoin", amount: 500, reason: "coupon", note: null },
  ],
}

const meta = {
  title: "Console/PlayerRecord",
  component: PlayerRecord,
  args: {
    record: { status: "loaded", value: player },
    ledger: { status: "loaded", value: ledger },
    ledgerPage: 1,
    ledgerPageTarget: "/staff/players?user=demohero",
    searchHref: "/staff/players",
    isOwnAccount: false,
    busy: null,
    formsVersion: 0,
    onAdjust: fn(),
    onBlock: fn(),
    onUnblock: fn(),
    onSetLevel: fn(),
    onCancelItem: fn(),
  },
} satisfies Meta<typeof PlayerRecord>

export default meta
type Story = StoryObj<typeof meta>

/** A player's whole record: facts, balances, the ledger, purchases, codes, tickets and whitelist requests. */
export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "demohero" })).toBeVisible()
    await expect(canvas.getByText("8,115.00")).toBeVisible()
    await expect(canvas.getByRole("table", { name: "Ledger" })).toBeVisible()
    await expect(canvas.getByText("+150.00")).toBeVisible()
    await expect(canvas.getByText("The newest 2 of 14.")).toBeVisible()
    await expect(canvas.getByText("No ticket yet.")).toBeVisible()
    await expect(canvas.getByText("No character service used yet.")).toBeVisible()
    await expect(canvas.getByText(/from 203\.0\.113\.25/)).toBeVisible()
    await expect(canvas.getByRole("link", { name: "All players" })).toHaveAttribute("href", "/staff/players")
    await expect(canvas.getByText("Waiting in item bank")).toBeVisible()
    await expect(canvas.getByText("Collected")).toBeVisible()
  },
}

/** The character services the player used, newest first, each with its price and where it stands. */
export const CharacterServicesUsed: Story = {
  name: "Character services used",
  tags: ["visual"],
  args: {
    record: {
      status: "loaded",
      value: { ...player, characterServices: { count: 6, newest: storyPlayerServiceUses } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole("table", { name: "Character services used" })
    const [, working, checking, refunded, done] = within(table).getAllByRole("row")
    await expect(working).toHaveTextContent(/Reset stats.*Emberwing.*150\.00 R-Coin.*In progress/)
    await expect(checking).toHaveTextContent(
      /Change school.*Sacred Gate → Phoenix.*500\.00 R-Coin.*Being checked/,
    )
    await expect(refunded).toHaveTextContent(
      /Rename.*Moonblade → Starblade.*1,250\.00 Milleage.*Refunded: That name is already taken in the game\./,
    )
    await expect(done).toHaveTextContent(/Account fix.*The account.*Free.*Done/)
    await expect(canvas.getByText("The newest 4 of 6.")).toBeVisible()
  },
}

/** An item still in the item bank is cancelled after a dialog that names it and its refund. */
export const CancellingItem: Story = {
  name: "Cancelling an item",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await expect(canvas.queryByRole("button", { name: "Cancel Potion of Vigor" })).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: "Cancel Phoenix Plume Coat" }))
    const dialog = await body.findByRole("alertdialog", { name: "Cancel item" })
    await expect(dialog).toHaveTextContent(
      "Cancel one Phoenix Plume Coat still waiting in the item bank of demohero?",
    )
    await expect(dialog).toHaveTextContent("450.00 R-Coin goes back to demohero, once.")
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel item" }))
    await expect(args.onCancelItem).toHaveBeenCalledWith(1207)
  },
}

/** Backing out of the dialog sends nothing. */
export const CancelItemDeclined: Story = {
  name: "Cancel item declined",
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Cancel Phoenix Plume Coat" }))
    const dialog = await body.findByRole("alertdialog", { name: "Cancel item" })
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await expect(args.onCancelItem).not.toHaveBeenCalled()
  },
}

/** Without a game link nothing was delivered: every purchase waits for it and none can be cancelled. */
export const WithoutGameLink: Story = {
  name: "Without a game link",
  args: {
    record: {
      status: "loaded",
      value: {
        ...player,
        purchases: {
          count: 2,
          newest: player.purchases.newest.map((purchase) => ({
            ...purchase,
            gameState: "Waiting for game link",
            waitingItems: [],
          })),
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText("Waiting for game link")).toHaveLength(2)
    await expect(canvas.queryByRole("button", { name: /^Cancel / })).toBeNull()
  },
}

/** An adjustment is checked as typed, then confirmed with the balance it leaves, then sent. */
export const Adjusting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const form = within(canvas.getByRole("form", { name: "Adjust a balance" }))
    await userEvent.click(form.getByRole("button", { name: "Adjust balance" }))
    await expect(
      form.getByText("Enter the amount in digits with at most 2 decimals, such as 150 or -12.50."),
    ).toBeVisible()
    await expect(form.getByText("Please give a reason.")).toBeVisible()
    await userEvent.type(form.getByRole("textbox", { name: /Amount/ }), "-12.50")
    await userEvent.type(form.getByRole("textbox", { name: /Reason/ }), "Duplicate grant")
    await userEvent.click(form.getByRole("button", { name: "Adjust balance" }))
    const dialog = await body.findByRole("alertdialog", { name: "Adjust balance" })
    await expect(dialog).toHaveTextContent("Take 12.50 R-Coin from demohero?")
    await expect(dialog).toHaveTextContent("R-Coin after: 8,102.50")
    await userEvent.click(within(dialog).getByRole("button", { name: "Adjust" }))
    await expect(args.onAdjust).toHaveBeenCalledWith({
      currency: "rcoin",
      amount: "-12.50",
      reason: "Duplicate grant",
    })
  },
}

/** The form refuses an amount that would leave a negative balance before anything is sent. */
export const AdjustBelowZero: Story = {
  name: "Adjustment below zero",
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Adjust a balance" }))
    await userEvent.selectOptions(form.getByRole("combobox", { name: "Balance" }), "milleage")
    await userEvent.type(form.getByRole("textbox", { name: /Amount/ }), "-2065.51")
    await userEvent.type(form.getByRole("textbox", { name: /Reason/ }), "Chargeback")
    await userEvent.click(form.getByRole("button", { name: "Adjust balance" }))
    await expect(form.getByText("That would take the balance below zero.")).toBeVisible()
    await expect(args.onAdjust).not.toHaveBeenCalled()
  },
}

/** Blocking asks for a reason and a confirmation. */
export const Blocking: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const form = within(within(canvasElement).getByRole("form", { name: "Block login" }))
    await userEvent.click(form.getByRole("button", { name: "Block login" }))
    await expect(form.getByText("Please give a reason.")).toBeVisible()
    await userEvent.type(form.getByRole("textbox", { name: /Reason for the block/ }), "Chargeback fraud")
    await userEvent.click(form.getByRole("button", { name: "Block login" }))
    const dialog = await body.findByRole("alertdialog", { name: "Block login" })
    await userEvent.click(within(dialog).getByRole("button", { name: "Block" }))
    await expect(args.onBlock).toHaveBeenCalledWith("Chargeback fraud")
  },
}

/** A blocked account says since when and why, and offers only to unblock. */
export const Blocked: Story = {
  tags: ["visual"],
  args: {
    record: {
      status: "loaded",
      value: {
        ...player,
        blockedAt: "2026-11-23T11:02:45.000Z",
        blockedReason: "Chargeback fraud under review",
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Chargeback fraud under review/)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Unblock login" }))
    await expect(args.onUnblock).toHaveBeenCalledTimes(1)
  },
}

/** The level is chosen from the three staff levels and set with one press. */
export const SettingLevel: Story = {
  name: "Setting the staff level",
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Staff level" }))
    await expect(form.getByRole("button", { name: "Set level" })).toBeDisabled()
    await userEvent.selectOptions(form.getByRole("combobox", { name: /Level/ }), "editor")
    await userEvent.click(form.getByRole("button", { name: "Set level" }))
    await expect(args.onSetLevel).toHaveBeenCalledWith("editor")
  },
}

/** The administrator's own record: their login and level cannot be changed here. */
export const OwnAccount: Story = {
  name: "Own account",
  args: {
    isOwnAccount: true,
    record: {
      status: "loaded",
      value: {
        ...player,
        userId: "gatekeeper",
        level: "administrator",
        userType: 20,
        standing: { ...player.standing, isOwner: true },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("You cannot change your own staff level.")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Block login" })).toBeDisabled()
  },
}

/** An administrator reading a player: the level form offers the levels below their own standing. */
export const ReadByAdministrator: Story = {
  name: "Read by an administrator",
  args: {
    record: {
      status: "loaded",
      value: { ...player, standing: { isOwner: false, refusal: null, levels: ["player", "editor"] } },
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Staff level" }))
    await expect(form.getByText("Only the owner may make administrators.")).toBeVisible()
    await expect(form.queryByRole("option", { name: "Administrator" })).toBeNull()
    await expect(form.getByRole("option", { name: "Content editor" })).toBeInTheDocument()
  },
}

const ownerRefusal =
  "gatekeeper is the owner of this server: no other staff member may change the account. Nothing was changed."

/** The owner's record read by another administrator: every action is disabled under the reason. */
export const OwnerReadByAdministrator: Story = {
  name: "The owner, read by an administrator",
  tags: ["visual"],
  args: {
    record: {
      status: "loaded",
      value: {
        ...player,
        userId: "gatekeeper",
        level: "administrator",
        userType: 20,
        standing: { isOwner: true, refusal: ownerRefusal, levels: ["player", "editor"] },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(ownerRefusal)).toBeVisible()
    await expect(canvas.getByText(/Administrator \(user type 20\), the owner/)).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Adjust balance" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Block login" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Set level" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Cancel Phoenix Plume Coat" })).toBeDisabled()
  },
}

/** An action on its way: its button waits and the others are held. */
export const Busy: Story = {
  args: { busy: "adjust" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole("button", { name: "Block login" })).toBeDisabled())
  },
}

export const LedgerEmpty: Story = {
  name: "No ledger yet",
  args: { ledger: { status: "loaded", value: { lines: [], pageCount: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No balance change yet.")).toBeVisible()
  },
}

export const Loading: Story = {
  args: { record: { status: "loading" }, ledger: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  args: { record: { status: "failed" }, ledger: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "This account could not be read. Check the User ID, then try again.",
    )
  },
}
