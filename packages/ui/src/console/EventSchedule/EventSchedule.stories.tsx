import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"
import { storyStaffEvents } from "../../fixtures/events.ts"
import { EventSchedule } from "./EventSchedule.tsx"

const meta = {
  title: "Console/EventSchedule",
  component: EventSchedule,
  args: {
    events: { status: "loaded", value: storyStaffEvents },
    onSave: fn(),
    onDelete: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof EventSchedule>

export default meta
type Story = StoryObj<typeof meta>

/** Every event with its start and end in the game's time, those over marked so, each with Edit and Delete. */
export const Listed: Story = {
  name: "Events listed",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const rows = within(page.getByRole("table", { name: "Events" })).getAllByRole("row")
    await expect(rows).toHaveLength(5)
    await expect(rows[2]).toHaveTextContent(/Guild war night.*Nov 22, 2026, 9:05 PM.*—.*Scheduled/)
    await expect(rows[4]).toHaveTextContent(/Halloween costume contest.*Over/)
    await userEvent.click(page.getByRole("button", { name: "Delete Guild war night" }))
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }))
  },
}

/** Schedule event opens an empty form; what is typed is what is saved, game times as typed. */
export const Schedule: Story = {
  name: "Schedule an event",
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole("button", { name: "Schedule event" }))
    await expect(args.onOpen).toHaveBeenCalledWith("new")
    const form = within(page.getByRole("form", { name: "New event" }))
    await expect(form.getByRole("textbox", { name: "Title" })).toHaveFocus()
    await userEvent.type(form.getByRole("textbox", { name: "Title" }), "Lantern night")
    const starts = form.getByLabelText("Starts (game time)")
    await userEvent.type(starts, "2026-12-24T20:00")
    await userEvent.click(form.getByRole("button", { name: "Schedule event" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      title: "Lantern night",
      startsAt: (starts as HTMLInputElement).value,
      endsAt: "",
      link: "",
    })
  },
}

/** Edit opens the event as the server holds it, its times back in Manila's clock; a refusal is shown beside its field. */
export const EditRefused: Story = {
  name: "Edit an event, refused",
  tags: ["visual"],
  args: {
    initiallyOpen: 2,
    errors: { startsAt: "This event would already be over: give a time still to come." },
    outcome: { tone: "danger", text: "The event was not saved: check the fields marked." },
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Edit Guild war night" }))
    await expect(form.getByLabelText("Starts (game time)")).toHaveValue("2026-11-22T21:05")
    await expect(form.getByRole("textbox", { name: "Link (optional)" })).toHaveValue("/news?topic=31")
    await expect(form.getByText("This event would already be over: give a time still to come.")).toBeVisible()
    // The opened form takes the focus; the snapshot is taken without a focus ring, which browsers
    // draw or not after a programmatic focus depending on how the page was last used.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}
