import { describe, expect, it } from "vitest"
import {
  guestTicketMessages,
  maxLengths,
  ticketLimits,
  ticketMessages,
  validateGuestTicket,
  validationMessages,
} from "../src/index.ts"

const form = { email: "locked.out@example.com", subject: "Blocked", message: "I cannot log in." }

describe("a guest's ticket form", () => {
  it("passes with an address to answer, a subject and a message", () => {
    expect(validateGuestTicket(form)).toEqual({})
  })

  it("asks for a usable e-mail address, as every form does, and no longer than the column", () => {
    expect(validateGuestTicket({ ...form, email: "  " })).toEqual({ email: validationMessages.emailRequired })
    expect(validateGuestTicket({ ...form, email: "locked.out" })).toEqual({
      email: validationMessages.emailInvalid,
    })
    const long = `${"x".repeat(maxLengths.email)}@example.com`
    expect(validateGuestTicket({ ...form, email: long })).toEqual({ email: guestTicketMessages.emailTooLong })
  })

  it("holds the subject and message to a player's ticket limits", () => {
    expect(
      validateGuestTicket({ ...form, subject: "", message: "x".repeat(ticketLimits.message + 1) }),
    ).toEqual({
      subject: ticketMessages.subjectRequired,
      message: ticketMessages.messageTooLong,
    })
  })
})
