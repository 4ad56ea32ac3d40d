import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { ConsoleOutcome } from "./ConsoleOutcome.tsx"

const meta = {
  title: "Console/Building blocks/ConsoleOutcome",
  component: ConsoleOutcome,
  args: { outcome: { tone: "success", text: "The unused codes of “Anniversary” were voided." } },
} satisfies Meta<typeof ConsoleOutcome>

export default meta
type Story = StoryObj<typeof meta>

/** A success waits until screen readers are idle. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "The unused codes of “Anniversary” were voided.",
    )
  },
}

/** A refusal is announced at once. */
export const Refused: Story = {
  args: { outcome: { tone: "danger", text: "That code was already redeemed." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "That code was already redeemed.",
    )
  },
}

/** No action yet: nothing shows. */
export const None: Story = {
  args: { outcome: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("status")).toBeNull()
    await expect(canvas.queryByRole("alert")).toBeNull()
  },
}
