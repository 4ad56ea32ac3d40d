import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { ReferralReport } from "./ReferralReport.tsx"

const meta = {
  title: "Console/ReferralReport",
  component: ReferralReport,
  args: {
    report: {
      status: "loaded",
      value: [
        {
          month: "2026-11",
          code: "KITEBLADE",
          streamer: "Kiteblade",
          redemptions: 4,
          rcoin: "1400.00",
          milleage: "0.00",
        },
        {
          month: "2026-11",
          code: "LUNA",
          streamer: "LunaPlays",
          redemptions: 9,
          rcoin: "2250.00",
          milleage: "375.50",
        },
        {
          month: "2026-10",
          code: "LUNA",
          streamer: "LunaPlays",
          redemptions: 22,
          rcoin: "5100.00",
          milleage: "0.00",
        },
      ],
    },
  },
} satisfies Meta<typeof ReferralReport>

export default meta
type Story = StoryObj<typeof meta>

/** Months by name, totals to the cent with thousands separators. */
export const Populated: Story = {
  name: "Months reported",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole("table", { name: "Referral report" }))
    await expect(table.getAllByText("November 2026")).toHaveLength(2)
    await expect(table.getByText("5,100.00")).toBeVisible()
    await expect(table.getByText("375.50")).toBeVisible()
  },
}

export const Empty: Story = {
  name: "Nothing redeemed with a referral yet",
  args: { report: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("No code has been redeemed with a referral code yet."),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { report: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { report: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The referral report could not be read. Please try again.",
    )
  },
}
