import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { type ReferralCodeRow, ReferralCodes } from "./ReferralCodes.tsx"

const storyReferrals: ReadonlyArray<ReferralCodeRow> = [
  {
    code: "KITEBLADE",
    streamer: "Kiteblade",
    active: true,
    createdAt: "2026-10-01T04:00:00.000Z",
    redemptions: 14,
  },
  {
    code: "LUNA",
    streamer: "LunaPlays",
    active: true,
    createdAt: "2026-09-12T04:00:00.000Z",
    redemptions: 31,
  },
  {
    code: "TITO",
    streamer: "Tito Games",
    active: false,
    createdAt: "2026-08-03T04:00:00.000Z",
    redemptions: 2,
  },
]

const meta = {
  title: "Console/ReferralCodes",
  component: ReferralCodes,
  args: {
    list: { status: "loaded", value: storyReferrals },
    onCreate: fn(),
    onSetActive: fn(),
  },
} satisfies Meta<typeof ReferralCodes>

export default meta
type Story = StoryObj<typeof meta>

/** The codes with their streamers; one is switched off, one is switched off here. */
export const Populated: Story = {
  name: "Referral codes listed",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const table = page.getByRole("table", { name: "Referral codes" })
    await expect(within(table).getByRole("rowheader", { name: "LUNA" })).toBeVisible()
    await expect(within(table).getByText("Inactive")).toBeVisible()
    await userEvent.click(page.getByRole("button", { name: "Deactivate LUNA" }))
    await expect(args.onSetActive).toHaveBeenCalledWith("LUNA", false)
    await userEvent.click(page.getByRole("button", { name: "Activate TITO" }))
    await expect(args.onSetActive).toHaveBeenCalledWith("TITO", true)
  },
}

/** A new code is typed in upper case whatever the keyboard gives. */
export const Create: Story = {
  name: "Add a referral code",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByRole("textbox", { name: "Referral code" }), "nightowl")
    await userEvent.type(page.getByRole("textbox", { name: "Streamer" }), "Night Owl")
    await userEvent.keyboard("{Enter}")
    await expect(args.onCreate).toHaveBeenCalledWith({ code: "NIGHTOWL", streamer: "Night Owl" })
  },
}

export const Refused: Story = {
  name: "Code refused",
  args: {
    errors: { code: "This referral code exists already." },
    outcome: { tone: "danger", text: "This referral code exists already." },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole("textbox", { name: "Referral code" })).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByRole("alert")).toHaveTextContent("This referral code exists already.")
  },
}

export const Empty: Story = {
  name: "No referral code yet",
  args: { list: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No referral code yet.")).toBeVisible()
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The referral codes could not be read. Please try again.",
    )
  },
}
