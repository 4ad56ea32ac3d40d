import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { GameLinkReport } from "./GameLinkReport.tsx"
import type { GameLinkReportView } from "./gameLinkReportTypes.ts"

const linked: GameLinkReportView = {
  link: "ran",
  unfinished: [
    {
      opKey: "purchase:7f3c2a",
      userNum: 1042,
      kind: "purchase",
      state: "needs_operator",
      rcoin: 450,
      milleage: 0,
    },
    {
      opKey: "coupon:GATE-7Q2M-XK4P",
      userNum: 1188,
      kind: "credit",
      state: "pending",
      rcoin: 500,
      milleage: 0,
    },
  ],
  movedOutside: [
    { userNum: 1042, userId: "demohero", currency: "rcoin", portal: 8115, game: 7990 },
    { userNum: 1042, userId: "demohero", currency: "milleage", portal: 2065, game: 2100 },
    { userNum: 1301, userId: "silverfang", currency: "rcoin", portal: 0, game: 300 },
  ],
}

const meta = {
  title: "Console/GameLinkReport",
  component: GameLinkReport,
  args: {
    report: { status: "loaded", value: linked },
    acknowledging: false,
    onAcknowledge: fn(),
    playerHref: (userId: string) => `/staff/players?user=${userId}`,
  },
} satisfies Meta<typeof GameLinkReport>

export default meta
type Story = StoryObj<typeof meta>

/** A RAN link with unfinished changes and balances moved in the game. */
export const Linked: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Linked to the game's databases/)).toBeVisible()
    await expect(canvas.getByRole("table", { name: "Unfinished balance changes" })).toBeVisible()
    await expect(canvas.getByText("Needs staff: the game's balance could not be confirmed")).toBeVisible()
    const moved = within(canvas.getByRole("table", { name: "Balances moved in the game" }))
    await expect(moved.getByText("-125.00")).toBeVisible()
    await expect(moved.getByText("+300.00")).toBeVisible()
    await expect(moved.getByRole("link", { name: "silverfang" })).toHaveAttribute(
      "href",
      "/staff/players?user=silverfang",
    )
  },
}

/** Acknowledging asks first, naming how many accounts it takes from the game. */
export const Acknowledging: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Acknowledge balances" }))
    const dialog = await body.findByRole("alertdialog", { name: "Acknowledge balances" })
    await expect(dialog).toHaveTextContent("Take the balances the game shows for 2 accounts as seen?")
    await userEvent.click(within(dialog).getByRole("button", { name: "Acknowledge" }))
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1)
  },
}

/** The game and the portal agree: nothing to acknowledge. */
export const InStep: Story = {
  name: "In step with the game",
  tags: ["visual"],
  args: { report: { status: "loaded", value: { link: "ran", unfinished: [], movedOutside: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText("Every balance change the portal started is finished in the game."),
    ).toBeVisible()
    await expect(
      canvas.getByText("Every linked account's balance is what the portal last saw."),
    ).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Acknowledge balances" })).toBeDisabled()
  },
}

/** GAME_LINK=none: the page says plainly there is no link, and shows no report. */
export const NoLink: Story = {
  name: "No game link",
  tags: ["visual"],
  args: { report: { status: "loaded", value: { link: "none", unfinished: [], movedOutside: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "No game link is set" })).toBeVisible()
    await expect(canvas.getByText(/docs\/game-link\.md/)).toBeVisible()
    await expect(canvas.queryByRole("table")).toBeNull()
    await expect(canvas.queryByRole("button", { name: "Acknowledge balances" })).toBeNull()
  },
}

/** Acknowledging on its way: the button waits. */
export const Busy: Story = {
  args: { acknowledging: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /Acknowledge balances/ })).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { report: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

/** The report could not be read (the game did not answer): the page says so. */
export const Failed: Story = {
  args: { report: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The game link report could not be read. Please try again.",
    )
  },
}
