import { voteRefusals } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { storyRefusedPostbacks } from "../../fixtures/staffVotes.ts"
import { voteConsoleTexts } from "../voteTexts.ts"
import { RefusedPostbacks } from "./RefusedPostbacks.tsx"

const meta = {
  title: "Console/RefusedPostbacks",
  component: RefusedPostbacks,
  args: { refused: { status: "loaded", value: storyRefusedPostbacks } },
} satisfies Meta<typeof RefusedPostbacks>

export default meta
type Story = StoryObj<typeof meta>

/** Newest first: the toplist, when, from where, the player named and why nothing changed. */
export const Populated: Story = {
  name: "Refusals listed",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Refused postbacks" })
    const [, newest, , , oldest] = within(table).getAllByRole("row")
    // The address as people write it, the time in Manila.
    await expect(newest).toHaveTextContent(
      new RegExp(`GTop100.*Nov 21, 2026, 8:41 PM.*203\\.0\\.113\\.50.*moonwarden.*${voteRefusals.cooldown}`),
    )
    await expect(newest).not.toHaveTextContent("::ffff:")
    // A refusal sent by its key reads as its sentence; a postback naming no player shows a dash.
    await expect(oldest).toHaveTextContent(new RegExp(`TopG.*192\\.0\\.2\\.41.*—.*${voteRefusals.malformed}`))
  },
}

export const Empty: Story = {
  name: "Nothing refused",
  args: { refused: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(voteConsoleTexts.noRefusal)).toBeVisible()
  },
}

export const Failed: Story = {
  name: "Failed to load",
  args: { refused: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(voteConsoleTexts.reportFailed)
  },
}
