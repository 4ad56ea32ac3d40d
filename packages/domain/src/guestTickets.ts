import { type TicketCategory, validateTicket } from "./tickets.ts"
import { maxLengths, validationMessages } from "./validation/messages.ts"
import { collectErrors, emailFieldError, type FieldErrors } from "./validation/rules.ts"

/**
 * A ticket from someone who cannot log in (a forgotten password, a blocked account): written on
 * /ticket without an account, always about the account, answered by e-mail to the address given.
 * It counts against the same limits as a player's ticket, per address and per e-mail.
 */
export const guestTicketCategory: TicketCategory = "account"

/** The guest form, fields named as the payload of POST /guestticket. */
export interface GuestTicketForm {
  readonly email: string
  readonly subject: string
  readonly message: string
}

export type GuestTicketField = keyof GuestTicketForm

export const guestTicketMessages = {
  emailTooLong: `Email can be at most ${maxLengths.email} characters.`,
  sent: (code: string, email: string) =>
    `Your ticket ${code} has been sent. Our reply will arrive at ${email}.`,
} as const

/** The guest form's rules: an e-mail address to answer, then a player's ticket rules for the rest. */
export const validateGuestTicket = (form: GuestTicketForm): FieldErrors<GuestTicketField> => {
  const { subject, message } = validateTicket({ ...form, category: guestTicketCategory })
  return collectErrors({
    email:
      form.email.trim().length > maxLengths.email
        ? guestTicketMessages.emailTooLong
        : emailFieldError(form.email, validationMessages.emailRequired, validationMessages.emailInvalid),
    subject,
    message,
  })
}
