import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { RichTextEditor, richTextMessages } from "./RichTextEditor.tsx"

const meta = {
  title: "Console/RichTextEditor",
  component: RichTextEditor,
  args: {
    label: "Article",
    value: "",
    onChange: fn(),
  },
} satisfies Meta<typeof RichTextEditor>

export default meta
type Story = StoryObj<typeof meta>

const writingArea = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("textbox", { name: "Article" })

/** A new article: typing, then bold from the toolbar, comes back as HTML. */
export const Empty: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const area = await writingArea(canvasElement)
    await expect(canvas.getByRole("toolbar", { name: "Article formatting" })).toBeVisible()
    await userEvent.click(area)
    await userEvent.keyboard("Moonlit")
    const bold = canvas.getByRole("button", { name: "Bold" })
    await userEvent.click(bold)
    await expect(bold).toHaveAttribute("aria-pressed", "true")
    // The toolbar hands the focus back to the text on the next frame.
    await waitFor(() => expect(area).toHaveFocus())
    await userEvent.keyboard(" festival")
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining("festival</strong>")),
    )
  },
}

const article =
  "<h2>Three nights of lanterns</h2><p>The <strong>Moonlit Festival</strong> opens on <em>Friday</em>. " +
  'Read the <a href="/news?topic=2">rules</a> first.</p><ul><li>Lantern hunt</li><li>Club parade</li></ul>' +
  "<ol><li>Meet at the gate</li><li>Bring a lantern</li></ol>"

/** An article being edited: headings, emphasis, a link and both kinds of list. */
export const WithContent: Story = {
  tags: ["visual"],
  args: { value: article },
  play: async ({ canvasElement }) => {
    const area = await writingArea(canvasElement)
    await expect(
      within(area).getByRole("heading", { level: 2, name: "Three nights of lanterns" }),
    ).toBeVisible()
    await expect(within(area).getByRole("link", { name: "rules" })).toHaveAttribute("href", "/news?topic=2")
    await expect(within(area).getAllByRole("listitem")).toHaveLength(4)
    await expect(within(area).getByText("Moonlit Festival").tagName).toBe("STRONG")
  },
}

const rewardTable =
  "<p>Rewards by rank:</p><table><tbody><tr><th>Rank</th><th>Reward</th></tr>" +
  "<tr><td>1</td><td>Golden lantern</td></tr><tr><td>2</td><td>Silver lantern</td></tr></tbody></table>"

/** An article with a table: its rows and cells stay apart while staff edit it, and come back as a table. */
export const WithTable: Story = {
  tags: ["visual"],
  args: { value: rewardTable },
  play: async ({ canvasElement, args }) => {
    const area = await writingArea(canvasElement)
    const table = within(area).getByRole("table")
    await expect(within(table).getAllByRole("row")).toHaveLength(3)
    await expect(within(table).getByRole("columnheader", { name: "Reward" })).toBeVisible()
    await expect(within(table).getByRole("cell", { name: "Golden lantern" })).toBeVisible()
    // The caret at the end of a cell's text, as a click there puts it, then staff type on.
    const cellText = within(table).getByText("Silver lantern")
    await userEvent.click(cellText)
    const selection = cellText.ownerDocument.getSelection()
    selection?.collapse(cellText.firstChild, "Silver lantern".length)
    await userEvent.keyboard(" and a title")
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/<td[^>]*><p>Silver lantern and a title<\/p><\/td>/),
      ),
    )
  },
}

/** The toolbar is one tab stop; arrow keys move between its buttons. */
export const KeyboardToolbar: Story = {
  args: { value: "<p>Schedule</p>" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const area = await writingArea(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole("button", { name: "Bold" })).toHaveFocus()
    await userEvent.keyboard("{ArrowRight}{ArrowRight}")
    const heading = canvas.getByRole("button", { name: "Heading" })
    await expect(heading).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(area).toHaveFocus())
    await expect(heading).toHaveAttribute("aria-pressed", "true")
    // The editor keeps an empty paragraph after a closing heading, so there is always a line to go on writing.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/^<h2>Schedule<\/h2>(<p><\/p>)?$/),
      ),
    )
  },
}

/** Link: the selected words become a link to the address typed. */
export const AddLink: Story = {
  args: { value: "<p>Read the rules</p>" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const area = await writingArea(canvasElement)
    await userEvent.click(area)
    await userEvent.keyboard("{Control>}a{/Control}")
    await userEvent.click(canvas.getByRole("button", { name: "Link" }))
    const address = canvas.getByRole("textbox", { name: "Link address" })
    await expect(address).toHaveFocus()
    await userEvent.type(address, "ftp://old.example")
    await userEvent.click(canvas.getByRole("button", { name: "Apply link" }))
    await expect(canvas.getByText(richTextMessages.linkAddress)).toBeVisible()
    await userEvent.clear(address)
    await userEvent.type(address, "https://example.com/rules{Enter}")
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/<a [^>]*href="https:\/\/example\.com\/rules"[^>]*>Read the rules<\/a>/),
      ),
    )
    await expect(canvas.queryByRole("textbox", { name: "Link address" })).toBeNull()
  },
}

/** Picture: an address and a description are both needed; unsafe addresses are refused. */
export const PictureRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await writingArea(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Picture" }))
    await expect(canvas.getByRole("group", { name: "Add a picture" })).toBeVisible()
    await userEvent.type(canvas.getByRole("textbox", { name: "Picture address" }), "javascript:alert(1)")
    await userEvent.click(canvas.getByRole("button", { name: "Insert picture" }))
    await expect(canvas.getByText(richTextMessages.pictureAddress)).toBeVisible()
    await expect(canvas.getByText(richTextMessages.pictureDescription)).toBeVisible()
    await expect(args.onChange).not.toHaveBeenCalled()
    await userEvent.keyboard("{Escape}")
    await expect(canvas.queryByRole("group", { name: "Add a picture" })).toBeNull()
  },
}

/** A refused save marks the writing area and says why under it. */
export const Invalid: Story = {
  args: { errorMessage: "Write the article's text." },
  play: async ({ canvasElement }) => {
    const area = await writingArea(canvasElement)
    await expect(area).toHaveAttribute("aria-invalid", "true")
    await expect(area).toHaveAccessibleDescription("Write the article's text.")
  },
}

/** While the form is saved nothing can be changed. */
export const Disabled: Story = {
  args: { value: "<p>Saving this text.</p>", isDisabled: true },
  play: async ({ canvasElement }) => {
    const area = await writingArea(canvasElement)
    await expect(area).toHaveAttribute("contenteditable", "false")
    await expect(within(canvasElement).getByRole("button", { name: "Bold" })).toBeDisabled()
  },
}
