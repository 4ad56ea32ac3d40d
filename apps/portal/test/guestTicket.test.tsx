import { guestTicketMessages } from "@gatehouse/domain"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { renderPortal } from "./renderPortal.tsx"

describe("a guest's ticket on /ticket", () => {
  it("sends the account ticket without a session and says where the answer will arrive", async () => {
    const portal = renderPortal({
      at: "/ticket",
      api: {
        "POST /guestticket": (call) => ({
          status: 200,
          body: {
            ticketCode: "T-2026-000124",
            message: guestTicketMessages.sent("T-2026-000124", (call.body as { email: string }).email),
          },
        }),
      },
    })
    const user = userEvent.setup()
    await user.type(await screen.findByRole("textbox", { name: "Email" }), " locked.out@example.com ")
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "My account is blocked")
    await user.type(screen.getByRole("textbox", { name: "Message" }), "I cannot log in since Friday.")
    const form = screen.getByRole("form", { name: "Ticket without an account" })
    await user.click(within(form).getByRole("button", { name: "Submit Ticket" }))
    expect(
      await screen.findByText(guestTicketMessages.sent("T-2026-000124", "locked.out@example.com")),
    ).toBeTruthy()
    const call = portal.calls.find((seen) => seen.path === "/guestticket")
    expect(call?.authorization).toBeNull()
    expect(call?.body).toEqual({
      email: "locked.out@example.com",
      subject: "My account is blocked",
      message: "I cannot log in since Friday.",
    })
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    renderPortal({
      at: "/ticket",
      api: { "POST /guestticket": { status: 429, body: { message: "Too many Requests! try again later" } } },
    })
    const user = userEvent.setup()
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "locked.out@example.com")
    await user.type(screen.getByRole("textbox", { name: "Subject" }), "Blocked")
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Please help.")
    const form = screen.getByRole("form", { name: "Ticket without an account" })
    await user.click(within(form).getByRole("button", { name: "Submit Ticket" }))
    expect(await screen.findByText("Too many Requests! try again later")).toBeTruthy()
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Subject" }) as HTMLInputElement).value).toBe("Blocked"),
    )
  })
})
