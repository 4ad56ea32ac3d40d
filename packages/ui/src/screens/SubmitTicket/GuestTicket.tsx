import {
  type FieldErrors,
  type GuestTicketField,
  type GuestTicketForm,
  guestTicketMessages,
  isValid,
  maxLengths,
  ticketLimits,
  ticketMessages,
  validateGuestTicket,
} from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { Form } from "react-aria-components"
import { Button, LinkButton } from "../../components/Button/Button.tsx"
import { MessageField } from "../../components/MessageField/MessageField.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import * as styles from "./SubmitTicket.css.ts"

const emptyGuestTicket: GuestTicketForm = { email: "", subject: "", message: "" }

/** A guest's ticket that was sent: its number and the address the answer goes to. */
export interface SentGuestTicket {
  readonly ticketCode: string
  readonly email: string
}

export interface GuestTicketProps {
  /** The page's heading: the section's name (the menu calls it Submit Ticket). */
  readonly title?: string
  /** Called with the form once it passes the rules; nothing is cleared until the ticket is sent. */
  readonly onSubmit: (values: GuestTicketForm) => void
  /** While the ticket is being sent. */
  readonly isPending?: boolean
  /** The ticket just sent, shown with its number in place of the form. */
  readonly sent?: SentGuestTicket | null
  /** Called when the guest wants to write another ticket after one was sent. */
  readonly onWriteAnother?: () => void
}

export const guestTicketTexts = {
  heading: "Cannot log in?",
  intro:
    "If finding your account does not help, or your account is blocked, write to us here without logging in. We answer by e-mail.",
  messageHint: "Your User ID if you know it, what happened, and when.",
} as const

/**
 * Submit Ticket for a guest: the way to log in first, then, for someone who cannot (a forgotten
 * password, a blocked account), an account ticket with the e-mail address the answer goes to.
 */
export const GuestTicket = ({
  title = "Submit Ticket",
  onSubmit,
  isPending = false,
  sent = null,
  onWriteAnother,
}: GuestTicketProps) => {
  const headingId = useId()
  const [values, setValues] = useState<GuestTicketForm>(emptyGuestTicket)
  const [errors, setErrors] = useState<FieldErrors<GuestTicketField>>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isPending) return
    const found = validateGuestTicket(values)
    setErrors(found)
    if (isValid(found)) onSubmit(values)
  }

  if (sent !== null) {
    return (
      <article className={styles.root}>
        <h1 className={styles.heading}>{title}</h1>
        <Notice tone="success" announce="status">
          {guestTicketMessages.sent(sent.ticketCode, sent.email)}
        </Notice>
        {onWriteAnother !== undefined && (
          <div className={styles.actions}>
            <Button onPress={onWriteAnother}>Write another ticket</Button>
          </div>
        )}
      </article>
    )
  }

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.note}>{ticketMessages.loginToSubmit}</p>
      <div className={styles.actions}>
        <LinkButton tone="primary" href="/login">
          Login
        </LinkButton>
      </div>
      <section className={styles.guest} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.subheading}>
          {guestTicketTexts.heading}
        </h2>
        <p className={styles.note}>
          Forgot your User ID or password? Try <TextLink href="/findaccount">Find Account</TextLink> first.{" "}
          {guestTicketTexts.intro}
        </p>
        <Form
          className={styles.form}
          validationBehavior="aria"
          onSubmit={submit}
          aria-label="Ticket without an account"
        >
          <TextField
            label="Email"
            name="email"
            type="email"
            value={values.email}
            maxLength={maxLengths.email}
            autoComplete="email"
            description="Our answer will be sent here."
            onChange={(email) => setValues({ ...values, email })}
            errorMessage={errors.email}
          />
          <TextField
            label="Subject"
            name="subject"
            value={values.subject}
            maxLength={ticketLimits.subject}
            onChange={(subject) => setValues({ ...values, subject })}
            errorMessage={errors.subject}
            autoComplete="off"
          />
          <MessageField
            label="Message"
            name="message"
            value={values.message}
            maxLength={ticketLimits.message}
            description={guestTicketTexts.messageHint}
            onChange={(message) => setValues({ ...values, message })}
            errorMessage={errors.message}
          />
          <div className={styles.actions}>
            <Button type="submit" tone="primary" isPending={isPending}>
              Submit Ticket
            </Button>
          </div>
        </Form>
      </section>
    </article>
  )
}
