import {
  type FieldErrors,
  type GuestTicketField,
  type GuestTicketForm,
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
import { englishOf } from "../../i18n/englishOf.ts"
import { useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import { elementSlot, withElement } from "../../i18n/withElement.tsx"
import english from "./GuestTicket.en.json"
import * as styles from "./SubmitTicket.css.ts"
import { useTicketErrorText } from "./useTicketErrorText.ts"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

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

/** The guest form's own words in English (the page shows them in the chosen language). */
export const guestTicketTexts = {
  heading: inEnglish("GuestTicket.heading"),
  intro: inEnglish("GuestTicket.intro"),
  messageHint: inEnglish("GuestTicket.messageHint"),
} as const

/**
 * Submit Ticket for a guest: the way to log in first, then, for someone who cannot (a forgotten
 * password, a blocked account), an account ticket with the e-mail address the answer goes to.
 */
export const GuestTicket = ({
  title: titleProp,
  onSubmit,
  isPending = false,
  sent = null,
  onWriteAnother,
}: GuestTicketProps) => {
  const headingId = useId()
  const t = useMessages(english)
  const sayTicket = useDomainMessages("ticketMessages", ticketMessages)
  const sayError = useTicketErrorText()
  const title = titleProp ?? t("GuestTicket.title")
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
          {t("GuestTicket.sent", { code: sent.ticketCode, email: sent.email })}
        </Notice>
        {onWriteAnother !== undefined && (
          <div className={styles.actions}>
            <Button onPress={onWriteAnother}>{t("GuestTicket.writeAnother")}</Button>
          </div>
        )}
      </article>
    )
  }

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.note}>{sayTicket("loginToSubmit")}</p>
      <div className={styles.actions}>
        <LinkButton tone="primary" href="/login">
          {t("GuestTicket.login")}
        </LinkButton>
      </div>
      <section className={styles.guest} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.subheading}>
          {t("GuestTicket.heading")}
        </h2>
        <p className={styles.note}>
          {withElement(
            t("GuestTicket.findAccountFirst", { link: elementSlot }),
            <TextLink href="/findaccount">{t("GuestTicket.findAccount")}</TextLink>,
          )}{" "}
          {t("GuestTicket.intro")}
        </p>
        <Form
          className={styles.form}
          validationBehavior="aria"
          onSubmit={submit}
          aria-label={t("GuestTicket.formLabel")}
        >
          <TextField
            label={t("GuestTicket.email")}
            name="email"
            type="email"
            value={values.email}
            maxLength={maxLengths.email}
            autoComplete="email"
            description={t("GuestTicket.emailHint")}
            onChange={(email) => setValues({ ...values, email })}
            errorMessage={sayError(errors.email)}
          />
          <TextField
            label={t("GuestTicket.subject")}
            name="subject"
            value={values.subject}
            maxLength={ticketLimits.subject}
            onChange={(subject) => setValues({ ...values, subject })}
            errorMessage={sayError(errors.subject)}
            autoComplete="off"
          />
          <MessageField
            label={t("GuestTicket.message")}
            name="message"
            value={values.message}
            maxLength={ticketLimits.message}
            description={t("GuestTicket.messageHint")}
            onChange={(message) => setValues({ ...values, message })}
            errorMessage={sayError(errors.message)}
          />
          <div className={styles.actions}>
            <Button type="submit" tone="primary" isPending={isPending}>
              {t("GuestTicket.submit")}
            </Button>
          </div>
        </Form>
      </section>
    </article>
  )
}
