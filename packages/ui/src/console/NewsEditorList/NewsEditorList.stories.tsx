import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { type NewsEditorEntry, NewsEditorList, newsEditorListTexts } from "./NewsEditorList.tsx"

const entries: ReadonlyArray<NewsEditorEntry> = [
  {
    id: 41,
    type: 2,
    subject: "Moonlit Festival begins",
    author: "scribe",
    published: false,
    updated_at: "2026-11-21T12:40:00Z",
  },
  {
    id: 40,
    type: 0,
    subject: "Server maintenance on Tuesday",
    author: "gatekeeper",
    published: true,
    updated_at: "2026-11-20T03:15:00Z",
  },
  {
    id: 39,
    type: 1,
    subject: "Guide: your first club war",
    author: "scribe",
    published: true,
    updated_at: "2026-11-18T09:00:00Z",
  },
]

const meta = {
  title: "Console/NewsEditorList",
  component: NewsEditorList,
  args: {
    list: { status: "loaded", value: { entries, pageCount: 3 } },
    page: 1,
    pageTarget: "/staff/news?",
    newHref: "/staff/news?edit=new",
    editHref: (id: number) => `/staff/news?edit=${id}`,
    onSetPublished: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof NewsEditorList>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("table", { name: "News" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Moonlit Festival begins" })).toHaveAttribute(
      "href",
      "/staff/news?edit=41",
    )
    await expect(canvas.getByRole("link", { name: "Write news" })).toHaveAttribute(
      "href",
      "/staff/news?edit=new",
    )
    await expect(canvas.getAllByText("Draft")).toHaveLength(1)
    await userEvent.click(canvas.getByRole("button", { name: "Publish Moonlit Festival begins" }))
    await expect(args.onSetPublished).toHaveBeenCalledWith(entries[0], true)
    await userEvent.click(canvas.getByRole("button", { name: "Unpublish Server maintenance on Tuesday" }))
    await expect(args.onSetPublished).toHaveBeenLastCalledWith(entries[1], false)
    await expect(canvas.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/staff/news?&page=2")
  },
}

/** Delete asks first, with Cancel focused; Delete removes the item. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Delete Guide: your first club war" }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("alertdialog"))
    // Dialogs fade in from transparent: what they show becomes visible a moment after they open.
    await waitFor(() => expect(dialog.getByText("“Guide: your first club war”")).toBeVisible())
    await expect(dialog.getByRole("heading", { name: newsEditorListTexts.confirmTitle })).toBeVisible()
    await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus()
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }))
    await expect(args.onDelete).toHaveBeenCalledWith(entries[2])
  },
}

/** Escape (or Cancel) keeps the item. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Delete Server maintenance on Tuesday" }))
    const body = within(canvasElement.ownerDocument.body)
    const dialog = within(await body.findByRole("alertdialog"))
    await waitFor(() => expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus())
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull())
    await expect(args.onDelete).not.toHaveBeenCalled()
  },
}

/** An action running on one item: its buttons wait, the others stay usable. */
export const ActionRunning: Story = {
  args: { pendingId: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: "Delete Server maintenance on Tuesday" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Delete Moonlit Festival begins" })).toBeEnabled()
  },
}

export const Saved: Story = {
  args: { notice: { tone: "success", text: "“Moonlit Festival begins” is published." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("is published.")
  },
}

export const Loading: Story = {
  args: { list: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...")
  },
}

export const Empty: Story = {
  args: { list: { status: "loaded", value: { entries: [], pageCount: 1 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(newsEditorListTexts.empty)).toBeVisible()
    await expect(canvas.queryByRole("table")).toBeNull()
  },
}

export const Failed: Story = {
  args: { list: { status: "failed" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(newsEditorListTexts.failed)
  },
}

/** An item written in Filipino too says so under its state; the others are English only. */
export const Translated: Story = {
  args: {
    list: {
      status: "loaded",
      value: {
        entries: entries.map((entry) =>
          entry.id === 40 ? { ...entry, translatedInto: ["Filipino"] } : entry,
        ),
        pageCount: 3,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText("Also in Filipino")).toHaveLength(1)
  },
}
