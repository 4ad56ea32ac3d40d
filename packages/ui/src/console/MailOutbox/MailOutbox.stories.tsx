import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"
import { MailOutbox, type MailOutboxEntry } from "./MailOutbox.tsx"

const mails: ReadonlyArray<MailOutboxEntry> = [
  {
    id: 3,
    to: "demohero@example.com",
    subject: "Reset your password",
    body: "Open this link within 30 minutes to set a new password: [withheld: sent only to the recipient]",
    createdAt: "2026-11-23T11:02:45.000Z",
    sentAt: null,
    lastError: "550 Mailbox unavailable",
    attempts: 3,
  },
  {
    id: 2,
    to: "mistwalker@example.net",
    subject: "Your User ID",
    body: "Your User ID is mistwalker.",
    createdAt: "2026-11-22T03:40:00.000Z",
    sentAt: "2026-11-22T03:40:02.000Z",
    lastError: null,
    attempts: 1,
  },
  {
    id: 1,
    to: "phoenix_ria@example.org",
    subject: "Your User ID",
    body: "Your User ID is phoenix_ria.",
    createdAt: "2026-11-22T01:09:31.000Z",
    sentAt: null,
    lastError: null,
    attempts: 0,
  },
]

const meta = {
  title: "Console/MailOutbox",
  component: MailOutbox,
  args: { list: { status: "loaded", value: mails } },
} satisfies Meta<typeof MailOutbox>

export default meta
type Story = StoryObj<typeof meta>

/** Sent, failed and waiting mails; a subject opens the mail's text. */
export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("table", { name: "Mail outbox" })).toBeVisible()
    await expect(canvas.getByText("Failed")).toBeVisible()
    await expect(canvas.getByText("Waiting")).toBeVisible()
    await expect(canvas.getByText("550 Mailbox unavailable")).toBeVisible()
    const subject = canvas.getByText("Reset your password")
    await userEvent.click(subject)
    await expect(canvas.getByText(/withheld: sent only to the recipient/)).toBeVisible()
  },
}

export const Empty: Story = {
  args: { list: { status: "loaded", value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No mail has been written yet.")).toBeVisible()
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Failed: Story = {
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The mail outbox could not be read. Please try again.",
    )
  },
}
