import { eventLimits } from "@gatehouse/domain"
import { type FormEvent, useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { Field } from "../../components/Field/Field.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import { useSiteConfig } from "../../config/SiteConfigProvider.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import { ConsoleOutcome, type ConsoleOutcomeNotice } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import english from "./EventForm.en.json"
import * as styles from "./EventSchedule.css.ts"
import eventEnglish from "./eventConsoleTexts.en.json"
import {
  type EventDraft,
  type EventErrors,
  type EventField,
  type EventView,
  emptyEventDraft,
  eventDraftOf,
} from "./eventDrafts.ts"

export interface EventFormProps {
  /** The event opened, as the server holds it; a new one when left out. */
  readonly event?: EventView | undefined
  readonly onSave: (draft: EventDraft) => void
  readonly onCancel: () => void
  readonly errors?: EventErrors | undefined
  readonly isPending?: boolean | undefined
  readonly outcome?: ConsoleOutcomeNotice | undefined
}

/** A Manila date and time: the browser's date-time picker, whose value is read as Manila's clock. */
const TimeField = ({
  label,
  name,
  value,
  errorMessage,
  onChange,
}: {
  readonly label: string
  readonly name: EventField
  readonly value: string
  readonly errorMessage: string | undefined
  readonly onChange: (value: string) => void
}) => (
  <Field label={label} errorMessage={errorMessage}>
    {(control) => (
      <input
        {...control}
        type="datetime-local"
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    )}
  </Field>
)

/**
 * One event: its title, when it starts and (optionally) ends in Manila time, and an optional link to
 * its details. What is typed stays until it is saved, so a refused save loses nothing.
 */
export const EventForm = ({ event, onSave, onCancel, errors = {}, isPending, outcome }: EventFormProps) => {
  const t = useMessages(english)
  const e = useMessages(eventEnglish)
  const headingId = useId()
  const { timeZone } = useSiteConfig().clock
  const [draft, setDraft] = useState(() =>
    event === undefined ? emptyEventDraft : eventDraftOf(event, timeZone),
  )
  const set = (field: EventField) => (value: string) => setDraft({ ...draft, [field]: value })
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault()
    if (!isPending) onSave(draft)
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId} className={styles.formHeading}>
        {event === undefined ? t("EventForm.newEvent") : t("EventForm.editOf", { title: event.title })}
      </h3>
      <div className={styles.fields}>
        <div className={styles.wide}>
          <TextField
            label={t("EventForm.title")}
            name="title"
            value={draft.title}
            maxLength={eventLimits.title}
            autoFocus
            onChange={set("title")}
            errorMessage={errors.title}
          />
        </div>
        <TimeField
          label={e("eventConsoleTexts.startsAt")}
          name="startsAt"
          value={draft.startsAt}
          errorMessage={errors.startsAt}
          onChange={set("startsAt")}
        />
        <TimeField
          label={e("eventConsoleTexts.endsAt")}
          name="endsAt"
          value={draft.endsAt}
          errorMessage={errors.endsAt}
          onChange={set("endsAt")}
        />
        <div className={styles.wide}>
          <TextField
            label={e("eventConsoleTexts.link")}
            name="link"
            value={draft.link}
            maxLength={eventLimits.link}
            onChange={set("link")}
            errorMessage={errors.link}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" tone="primary" isPending={isPending}>
          {event === undefined ? e("eventConsoleTexts.schedule") : e("eventConsoleTexts.save")}
        </Button>
        <Button tone="secondary" onPress={onCancel}>
          {e("eventConsoleTexts.cancel")}
        </Button>
        <span className={styles.saving} role="status">
          {isPending === true ? t("EventForm.saving") : ""}
        </span>
      </div>
      <ConsoleOutcome outcome={outcome} />
    </form>
  )
}
