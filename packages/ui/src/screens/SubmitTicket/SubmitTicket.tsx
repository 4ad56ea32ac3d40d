import {
  type FieldErrors,
  isValid,
  type TicketField,
  ticketCategories,
  ticketCategoryNames,
  ticketLimits,
  validateTicket,
} from "@gatehouse/domain"
import { type FormEvent, useState } from "react"
import { Form } from "react-aria-components"
import { Button, LinkButton } from "../../components/Button/Button.tsx"
import { MessageField } from "../../components/MessageField/MessageField.tsx"
import { Notice } from "../../components/Notice/Notice.tsx"
import { SelectField, type SelectOption } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./SubmitTicket.css.ts"

/** What the player wrote; `link` is the chosen purchase or top-up (`purchase:12`, `topup:CODE`) or "". */
export interface SubmitTicketValues {
  readonly category: string
  readonly subject: string
  readonly message: string
  readonly link: string
}

export const emptyTicketValues: SubmitTicketValues = { category: "", subject: "", message: "", link: "" }

/** A ticket that was sent: its number, and where the player follows it. */
export interface SentTicket {
  readonly ticketCode: string
  readonly href: string
}

export interface SubmitTicketProps {
  /** The page's heading: the section's name (the menu calls it Submit Ticket). */
  readonly title?: string
  /** The player's own purchases and top-ups a ticket may name, each a value and what the player reads. */
  readonly linkChoices: LoadState<ReadonlyArray<SelectOption>>
  /** Called with the form once it passes the rules; nothing is cleared until the ticket is sent. */
  readonly onSubmit: (values: SubmitTicketValues) => void
  /** While the ticket is being sent. */
  readonly isPending?: boolean
  /** The ticket just sent, shown with its number in place of the form. */
  readonly sent?: SentTicket | null
  /** Called when the player wants to write another ticket after one was sent. */
  readonly onWriteAnother?: () => void
}

const categoryOptions: ReadonlyArray<SelectOption> = [
  { value: "", label: "Choose a category" },
  ...ticketCategories.map((category) => ({ value: category, label: ticketCategoryNames[category] })),
]

const noLink: SelectOption = { value: "", label: "None" }

/** The link select's choices in each state of the list. */
const linkOptions = (choices: LoadState<ReadonlyArray<SelectOption>>): ReadonlyArray<SelectOption> =>
  choices.status === "loaded"
    ? [noLink, ...choices.value]
    : [{ value: "", label: choices.status === "loading" ? "Loading..." : "None" }]

/**
 * Submit Ticket for a logged-in player (a guest gets `GuestTicket`): the player tells support what is wrong, by category, with a subject and a
 * message, and may point at one of their own purchases or top-ups. On success the ticket's number is
 * shown with the way to follow it; a refused submit keeps everything typed.
 */
export const SubmitTicket = ({
  title = "Submit Ticket",
  linkChoices,
  onSubmit,
  isPending = false,
  sent = null,
  onWriteAnother,
}: SubmitTicketProps) => {
  const [values, setValues] = useState<SubmitTicketValues>(emptyTicketValues)
  const [errors, setErrors] = useState<FieldErrors<TicketField>>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isPending) return
    const found = validateTicket(values)
    setErrors(found)
    if (isValid(found)) onSubmit(values)
  }

  if (sent !== null) {
    return (
      <article className={styles.root}>
        <h1 className={styles.heading}>{title}</h1>
        <Notice tone="success" announce="status">
          Your ticket <strong className={styles.code}>{sent.ticketCode}</strong> has been sent. Our reply will
          arrive in your Mailbox.
        </Notice>
        <div className={styles.actions}>
          <LinkButton tone="primary" href={sent.href}>
            Check My Ticket
          </LinkButton>
          {onWriteAnother !== undefined && <Button onPress={onWriteAnother}>Write another ticket</Button>}
        </div>
      </article>
    )
  }

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.note}>
        Tell us what happened and we will answer in your Mailbox. You can follow your tickets on{" "}
        <TextLink href="/checkticket">Check My Ticket</TextLink>.
      </p>
      <Form className={styles.form} validationBehavior="aria" onSubmit={submit} aria-label="New ticket">
        <SelectField
          label="Category"
          name="category"
          value={values.category}
          options={categoryOptions}
          onChange={(category) => setValues({ ...values, category })}
          errorMessage={errors.category}
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
          description="What happened, when, and on which character."
          onChange={(message) => setValues({ ...values, message })}
          errorMessage={errors.message}
        />
        <SelectField
          label="Related purchase or top-up (optional)"
          name="link"
          value={values.link}
          options={linkOptions(linkChoices)}
          isDisabled={linkChoices.status !== "loaded"}
          description={
            linkChoices.status === "failed"
              ? "Your purchases and top-ups could not be read just now."
              : undefined
          }
          onChange={(link) => setValues({ ...values, link })}
        />
        <div className={styles.actions}>
          <Button type="submit" tone="primary" isPending={isPending}>
            Submit Ticket
          </Button>
        </div>
      </Form>
    </article>
  )
}
