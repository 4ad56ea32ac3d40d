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
import { type Translate, useDomainMessages, useMessages } from "../../i18n/Messages.tsx"
import { elementSlot, withElement } from "../../i18n/withElement.tsx"
import type { LoadState } from "../loadable.ts"
import * as styles from "./SubmitTicket.css.ts"
import english from "./SubmitTicket.en.json"
import { useTicketErrorText } from "./useTicketErrorText.ts"

type TicketKey = keyof typeof english

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

const categoryOptions = (
  t: Translate<TicketKey>,
  sayCategory: Translate<keyof typeof ticketCategoryNames>,
): ReadonlyArray<SelectOption> => [
  { value: "", label: t("SubmitTicket.chooseCategory") },
  ...ticketCategories.map((category) => ({ value: category, label: sayCategory(category) })),
]

/** The link select's choices in each state of the list. */
const linkOptions = (
  choices: LoadState<ReadonlyArray<SelectOption>>,
  t: Translate<TicketKey>,
): ReadonlyArray<SelectOption> =>
  choices.status === "loaded"
    ? [{ value: "", label: t("SubmitTicket.none") }, ...choices.value]
    : [
        {
          value: "",
          label: choices.status === "loading" ? t("SubmitTicket.loading") : t("SubmitTicket.none"),
        },
      ]

/**
 * Submit Ticket for a logged-in player (a guest gets `GuestTicket`): the player tells support what is wrong, by category, with a subject and a
 * message, and may point at one of their own purchases or top-ups. On success the ticket's number is
 * shown with the way to follow it; a refused submit keeps everything typed.
 */
export const SubmitTicket = ({
  title: titleProp,
  linkChoices,
  onSubmit,
  isPending = false,
  sent = null,
  onWriteAnother,
}: SubmitTicketProps) => {
  const [values, setValues] = useState<SubmitTicketValues>(emptyTicketValues)
  const t = useMessages(english)
  const sayCategory = useDomainMessages("ticketCategoryNames", ticketCategoryNames)
  const sayError = useTicketErrorText()
  const title = titleProp ?? t("SubmitTicket.title")
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
          {withElement(
            t("SubmitTicket.sent", { code: elementSlot }),
            <strong className={styles.code}>{sent.ticketCode}</strong>,
          )}
        </Notice>
        <div className={styles.actions}>
          <LinkButton tone="primary" href={sent.href}>
            {t("SubmitTicket.checkMyTicket")}
          </LinkButton>
          {onWriteAnother !== undefined && (
            <Button onPress={onWriteAnother}>{t("SubmitTicket.writeAnother")}</Button>
          )}
        </div>
      </article>
    )
  }

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.note}>
        {withElement(
          t("SubmitTicket.note", { link: elementSlot }),
          <TextLink href="/checkticket">{t("SubmitTicket.checkMyTicket")}</TextLink>,
        )}
      </p>
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={submit}
        aria-label={t("SubmitTicket.newTicket")}
      >
        <SelectField
          label={t("SubmitTicket.category")}
          name="category"
          value={values.category}
          options={categoryOptions(t, sayCategory)}
          onChange={(category) => setValues({ ...values, category })}
          errorMessage={sayError(errors.category)}
        />
        <TextField
          label={t("SubmitTicket.subject")}
          name="subject"
          value={values.subject}
          maxLength={ticketLimits.subject}
          onChange={(subject) => setValues({ ...values, subject })}
          errorMessage={sayError(errors.subject)}
          autoComplete="off"
        />
        <MessageField
          label={t("SubmitTicket.message")}
          name="message"
          value={values.message}
          maxLength={ticketLimits.message}
          description={t("SubmitTicket.messageHint")}
          onChange={(message) => setValues({ ...values, message })}
          errorMessage={sayError(errors.message)}
        />
        <SelectField
          label={t("SubmitTicket.related")}
          name="link"
          value={values.link}
          options={linkOptions(linkChoices, t)}
          isDisabled={linkChoices.status !== "loaded"}
          description={linkChoices.status === "failed" ? t("SubmitTicket.relatedFailed") : undefined}
          onChange={(link) => setValues({ ...values, link })}
        />
        <div className={styles.actions}>
          <Button type="submit" tone="primary" isPending={isPending}>
            {t("SubmitTicket.submit")}
          </Button>
        </div>
      </Form>
    </article>
  )
}
