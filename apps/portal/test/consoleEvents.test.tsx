import type { MemberSession } from "@gatehouse/domain"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import type { FakeReply, SeenCall } from "./fakeApi.ts"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait includes loading the console's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const administratorSession: MemberSession = { ...playerSession, token: "token-admin", userType: 20 }
const editorSession: MemberSession = { ...playerSession, token: "token-staff", userType: 11 }

const guildWar = {
  id: 2,
  title: "Guild war night",
  startsAt: "2026-12-02T13:00:00.000Z",
  endsAt: null,
  link: null,
  over: false,
}

/** The server as the Events page meets it: the list, a refused first save, then a saved one. */
const eventServer = () => {
  let saves = 0
  const events = [guildWar]
  return {
    "GET /staff/events": () => ({ status: 200, body: { events } }),
    "POST /staff/events/create": (call: SeenCall): FakeReply => {
      saves += 1
      if (saves === 1)
        return {
          status: 422,
          body: {
            message: "The event was not saved: check the fields marked.",
            errors: { startsAt: ["This event would already be over: give a time still to come."] },
          },
        }
      const body = call.body as { title: string }
      const event = { ...guildWar, id: 3, title: body.title, startsAt: "2026-12-24T12:00:00.000Z" }
      events.push(event)
      return { status: 200, body: { message: `Event "${body.title}" scheduled.`, event } }
    },
    "POST /staff/events/delete": (): FakeReply => {
      events.splice(0, 1)
      return { status: 200, body: { message: 'Event "Guild war night" deleted.' } }
    },
  }
}

describe("the console's Events page", () => {
  it("is an administrator's page, listed after Votes", async () => {
    const editor = renderPortal({ at: "/staff", session: editorSession })
    const editorNav = await screen.findByRole("navigation", { name: "Staff console" }, patient)
    expect(within(editorNav).queryByRole("link", { name: "Events" })).toBeNull()
    editor.unmount()
    renderPortal({ at: "/staff", session: administratorSession })
    const nav = await screen.findByRole("navigation", { name: "Staff console" }, patient)
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent)
    expect(labels.indexOf("Events")).toBe(labels.indexOf("Votes") + 1)
  })

  it("schedules an event in Manila time, shows a refusal beside its field keeping what was typed, and deletes one", async () => {
    const user = userEvent.setup()
    const portal = renderPortal({ at: "/staff/events", session: administratorSession, api: eventServer() })
    const table = await screen.findByRole("table", { name: "Events" }, patient)
    expect(within(table).getAllByRole("row")[1]?.textContent).toMatch(/Guild war night.*Dec 2, 2026, 9:00 PM/)

    await user.click(screen.getByRole("button", { name: "Schedule event" }))
    const form = within(screen.getByRole("form", { name: "New event" }))
    await user.type(form.getByRole("textbox", { name: "Title" }), "Lantern night")
    fireEvent.change(form.getByLabelText("Starts (game time)"), { target: { value: "2026-12-24T20:00" } })
    await user.click(form.getByRole("button", { name: "Schedule event" }))
    expect(
      await form.findByText("This event would already be over: give a time still to come.", {}, patient),
    ).toBeTruthy()
    expect(form.getByRole("textbox", { name: "Title" })).toHaveProperty("value", "Lantern night")

    await user.click(form.getByRole("button", { name: "Schedule event" }))
    expect(await screen.findByText('Event "Lantern night" scheduled.', {}, patient)).toBeTruthy()
    const sent = portal.calls.filter((call) => call.path === "/staff/events/create").map((call) => call.body)
    expect(sent.at(-1)).toEqual({
      title: "Lantern night",
      startsAt: "2026-12-24T20:00",
      endsAt: "",
      link: "",
    })
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Events" })).getByText("Lantern night")).toBeTruthy(),
    )

    await user.click(screen.getByRole("button", { name: "Delete Guild war night" }))
    expect(await screen.findByText('Event "Guild war night" deleted.', {}, patient)).toBeTruthy()
    expect(
      portal.calls.filter((call) => call.path === "/staff/events/delete").map((call) => call.body),
    ).toEqual([{ id: 2 }])
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Guild war night" })).toBeNull())
  })
})
