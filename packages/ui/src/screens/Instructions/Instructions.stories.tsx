import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"
import { Instructions } from "./Instructions.tsx"
import { chatCommands, instructionsTexts, instructionTopics, keyBindings } from "./instructionsTexts.ts"

const meta = {
  title: "Screens/Instructions",
  component: Instructions,
} satisfies Meta<typeof Instructions>

export default meta
type Story = StoryObj<typeof meta>

/** Popups render into the document's body, outside the story's canvas. */
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

const hotspotsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("list", { name: instructionsTexts.topicsLabel }))

/** The picture with its nine numbered hotspots, the legend and the chat commands. */
export const Default: Story = {
  name: "Picture with nine hotspots",
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1, name: instructionsTexts.heading })).toBeVisible()
    await expect(canvas.getByRole("img", { name: instructionsTexts.figureAlt })).toBeVisible()
    const hotspots = hotspotsOf(canvasElement).getAllByRole("button")
    await expect(hotspots.map((hotspot) => hotspot.textContent)).toEqual(
      instructionTopics.map((topic, index) => `${index + 1}${topic.name}`),
    )
    for (const topic of instructionTopics)
      await expect(hotspotsOf(canvasElement).getByRole("button", { name: topic.name })).toBeVisible()

    const chat = canvas.getByRole("table", { name: instructionsTexts.chatHeading })
    await expect(within(chat).getAllByRole("row")).toHaveLength(chatCommands.length + 1)
    for (const fact of [
      "/say or /s",
      "/party or /p or #",
      "/club or /c or %",
      "/union or /u or !",
      "/w or /whisper or @",
      "/r",
      "/1",
      "/2",
      "/yell or /y or $",
    ])
      await expect(within(chat).getByRole("rowheader", { name: fact })).toBeVisible()
    await expect(within(chat).getByText("10,000 gold")).toBeVisible()
    await expect(within(chat).getByText("20,000 gold, once every 2 minutes")).toBeVisible()
    await expect(within(chat).getByText("Needs a Megaphone item")).toBeVisible()
  },
}

/**
 * Every hotspot opens its popup by click; the popups close in turn by Escape, by the Close button and
 * by a click outside, and each time focus is back on the hotspot.
 */
export const EveryHotspotOpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement)
    const closings = ["escape", "close button", "outside"] as const
    for (const [index, topic] of instructionTopics.entries()) {
      const hotspot = hotspotsOf(canvasElement).getByRole("button", { name: topic.name })
      await userEvent.click(hotspot)
      const dialog = await body.findByRole("dialog", { name: topic.name })
      // Dialogs fade in from transparent: what they show becomes visible a moment after they open.
      await waitFor(() => expect(within(dialog).getByRole("heading", { name: topic.name })).toBeVisible())
      await expect(within(dialog).getByText(topic.paragraphs[0] ?? "")).toBeVisible()

      const closing = closings[index % closings.length]
      if (closing === "escape") await userEvent.keyboard("{Escape}")
      else if (closing === "close button")
        await userEvent.click(within(dialog).getByRole("button", { name: instructionsTexts.close }))
      else {
        // The dialog sits in its modal box, and that box in the dimmed overlay around it.
        const overlay = dialog.parentElement?.parentElement
        if (!overlay) throw new Error("The popup has no overlay to click")
        await userEvent.click(overlay)
      }
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull())
      await waitFor(() => expect(hotspot).toHaveFocus())
    }
  },
}

/** Keyboard only: Tab reaches the hotspots in order, Enter opens, Escape closes and focus returns. */
export const OpensByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement)
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    for (const topic of instructionTopics) {
      await userEvent.tab()
      const hotspot = hotspotsOf(canvasElement).getByRole("button", { name: topic.name })
      await expect(hotspot).toHaveFocus()
      await userEvent.keyboard("{Enter}")
      const dialog = await body.findByRole("dialog", { name: topic.name })
      await waitFor(() => expect(within(dialog).getByRole("heading", { name: topic.name })).toBeVisible())
      await userEvent.keyboard("{Escape}")
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull())
      await waitFor(() => expect(hotspot).toHaveFocus())
    }
  },
}

/** The keyboard shortcuts popup, open: the default keys of Type A and Type B. */
export const KeyboardShortcutsPopup: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement)
    await userEvent.click(hotspotsOf(canvasElement).getByRole("button", { name: "Keyboard shortcuts" }))
    const dialog = within(await body.findByRole("dialog", { name: "Keyboard shortcuts" }))
    const keys = dialog.getByRole("table", { name: instructionsTexts.keysHeading })
    for (const column of ["Action", "Type A", "Type B"])
      await expect(within(keys).getByRole("columnheader", { name: column })).toBeVisible()
    await expect(within(keys).getAllByRole("row")).toHaveLength(keyBindings.length + 1)
    const move = within(keys).getByRole("rowheader", { name: "Move" }).closest("tr")
    if (!move) throw new Error("No Move row")
    await expect(within(move).getByText("Arrow keys")).toBeVisible()
    await expect(within(move).getByText("W, A, S, D")).toBeVisible()
    for (const key of ["I", "M"])
      await expect(within(keys).getAllByRole("cell", { name: key })).toHaveLength(2)
  },
}

/** Mouse control explains the buttons, the wheel and dragging. */
export const MouseControlPopup: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement)
    await userEvent.click(hotspotsOf(canvasElement).getByRole("button", { name: "Mouse control" }))
    const dialog = within(await body.findByRole("dialog", { name: "Mouse control" }))
    const mouse = dialog.getByRole("table", { name: instructionsTexts.mouseHeading })
    for (const input of ["Left click", "Right click", "Wheel", "Drag with the right button"])
      await expect(within(mouse).getByRole("rowheader", { name: input })).toBeVisible()
  },
}
