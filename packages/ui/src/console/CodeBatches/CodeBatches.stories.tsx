import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { CodeBatches, type CodeBatchRow } from "./CodeBatches.tsx"

const storyBatches: ReadonlyArray<CodeBatchRow> = [
  {
    id: 12,
    name: "Launch stream giveaway",
    note: "Handed out live on the launch stream",
    createdAt: "2026-11-20T02:15:00.000Z",
    createdBy: "gatekeeper",
    count: 5,
    redeemed: 2,
    voided: 1,
    rcoin: "50.00",
    milleage: "0.00",
    expiresOn: null,
  },
  {
    id: 11,
    name: "Guild war prizes",
    note: "",
    createdAt: "2026-11-02T10:00:00.000Z",
    createdBy: "gatekeeper",
    count: 3,
    redeemed: 3,
    voided: 0,
    rcoin: "500.00",
    milleage: "125.00",
    expiresOn: "2026-12-31",
  },
]

const meta = {
  title: "Console/CodeBatches",
  component: CodeBatches,
  args: {
    list: { status: "loaded", value: { batches: storyBatches, pageCount: 2 } },
    page: 1,
    pageTarget: "/staff/codes?",
    onDownload: fn(),
    onVoidBatch: fn(),
    onVoidCode: fn(),
  },
} satisfies Meta<typeof CodeBatches>

export default meta
type Story = StoryObj<typeof meta>

/** Each batch with its counts and value; a fully redeemed batch has nothing left to void. */
export const Populated: Story = {
  name: "Batches listed",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const table = page.getByRole("table", { name: "Code batches" })
    await expect(within(table).getByRole("rowheader", { name: /Launch stream giveaway/ })).toBeVisible()
    await expect(within(table).getByText("500.00 R-Coin + 125.00 Milleage")).toBeVisible()
    await expect(within(table).getByText("Never expires")).toBeVisible()
    await expect(within(table).getByText("Dec 31, 2026")).toBeVisible()
    await expect(page.getByRole("button", { name: "Void unused codes of Guild war prizes" })).toBeDisabled()
    await userEvent.click(page.getByRole("button", { name: "Download CSV of Launch stream giveaway" }))
    await expect(args.onDownload).toHaveBeenCalledWith(storyBatches[0])
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/staff/codes?&page=2")
  },
}

/** Voiding asks first (focus on Cancel), then voids the batch's unused codes. */
export const VoidBatch: Story = {
  name: "Void a batch's unused codes",
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Void unused codes of Launch stream giveaway" }),
    )
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"))
    await waitFor(() =>
      expect(
        dialog.getByText(
          'Void the 2 unused codes of "Launch stream giveaway"? Players can no longer redeem them; redeemed codes stay as they are.',
        ),
      ).toBeVisible(),
    )
    await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus()
    await userEvent.click(dialog.getByRole("button", { name: "Void" }))
    await expect(args.onVoidBatch).toHaveBeenCalledWith(storyBatches[0])
  },
}

/** One code, typed as printed (shown in upper case), voided after the question. */
export const VoidOneCode: Story = {
  name: "Void one code",
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByRole("textbox", { name: "Void one code" }), "k7pm-2qxd-9hrt")
    await userEvent.click(page.getByRole("button", { name: "Void code" }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"))
    await waitFor(() =>
      expect(dialog.getByText("Void code K7PM-2QXD-9HRT? Players can no longer redeem it.")).toBeVisible(),
    )
    await userEvent.keyboard("{Escape}")
    await expect(args.onVoidCode).not.toHaveBeenCalled()
    await userEvent.click(page.getByRole("button", { name: "Void code" }))
    const again = within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"))
    await userEvent.click(again.getByRole("button", { name: "Void" }))
    await expect(args.onVoidCode).toHaveBeenCalledWith("K7PM-2QXD-9HRT")
  },
}

export const Refused: Story = {
  name: "Void refused",
  args: { outcome: { tone: "danger", text: "This code has been redeemed already; it cannot be voided." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "This code has been redeemed already; it cannot be voided.",
    )
  },
}

export const Empty: Story = {
  name: "No batch yet",
  args: { list: { status: "loaded", value: { batches: [], pageCount: 1 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No batch yet. Generate the first one above.")).toBeVisible()
    await expect(within(canvasElement).queryByRole("table")).not.toBeInTheDocument()
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
      "The batches could not be read. Please try again.",
    )
  },
}
