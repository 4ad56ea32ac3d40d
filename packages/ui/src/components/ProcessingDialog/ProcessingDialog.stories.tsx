import { delays } from "@gatehouse/domain"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { ProcessingDialog } from "./ProcessingDialog.tsx"

const meta = {
  title: "Components/ProcessingDialog",
  component: ProcessingDialog,
  args: {
    isOpen: true,
    title: "Processing your request",
    message: "Please wait..",
    durationMs: delays.processingModalMs,
    elapsedMs: 0,
  },
} satisfies Meta<typeof ProcessingDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Spec §2 Find Account: the modal opens with the whole 10 s ahead. */
export const Started: Story = {
  name: "Processing, 10 s left",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Processing your request Please wait.." })
    const bar = within(dialog).getByRole("progressbar", { name: "Processing your request" })
    await expect(bar).toHaveAttribute("aria-valuenow", "0")
    await expect(bar).toHaveAttribute("aria-valuetext", "10 s")
    await expect(dialog).toHaveTextContent("10 s")
  },
}

/** Four seconds in: six seconds left and the bar 40% full. */
export const Midway: Story = {
  name: "Processing, 6 s left",
  tags: ["visual"],
  args: { elapsedMs: 4000 },
  play: async ({ canvasElement }) => {
    const bar = body(canvasElement).getByRole("progressbar", { name: "Processing your request" })
    await expect(bar).toHaveAttribute("aria-valuenow", "4000")
    await expect(bar).toHaveAttribute("aria-valuetext", "6 s")
  },
}

/** Past its time the timer stays at its end rather than counting below zero. */
export const Finished: Story = {
  name: "Processing, time up",
  args: { elapsedMs: 12_000 },
  play: async ({ canvasElement }) => {
    const bar = body(canvasElement).getByRole("progressbar", { name: "Processing your request" })
    await expect(bar).toHaveAttribute("aria-valuetext", "0 s")
  },
}

/** Spec §8 IP whitelist: 'Processing request / please wait...' with no end time. */
export const Untimed: Story = {
  name: "Processing with no end time",
  tags: ["visual"],
  args: { title: "Processing request", message: "please wait...", durationMs: undefined },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole("dialog", { name: "Processing request please wait..." })
    const bar = within(dialog).getByRole("progressbar", { name: "Processing request" })
    await expect(bar).not.toHaveAttribute("aria-valuenow")
  },
}
