import { useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import { useMessages } from "../../i18n/Messages.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import { ConsoleOutcome, type ConsoleOutcomeNotice } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import { EventForm } from "./EventForm.tsx"
import * as styles from "./EventSchedule.css.ts"
import english from "./EventSchedule.en.json"
import eventEnglish from "./eventConsoleTexts.en.json"
import type { EventDraft, EventErrors, EventOpen, EventView } from "./eventDrafts.ts"

export interface EventScheduleProps {
  /** The events to come (soonest first), then the last ones over. */
  readonly events: LoadState<ReadonlyArray<EventView>>
  readonly onSave: (draft: EventDraft) => void
  readonly onDelete: (event: EventView) => void
  /** Called when a form opens or closes, so what was said of the last one can go. */
  readonly onOpen?: ((open: EventOpen) => void) | undefined
  readonly initiallyOpen?: EventOpen | undefined
  readonly errors?: EventErrors | undefined
  readonly isPending?: boolean | undefined
  /** What the last save or delete did, or why it was refused. */
  readonly outcome?: ConsoleOutcomeNotice | undefined
}

/**
 * The events the home page counts down to: each with its start and end in Manila time, whether it
 * is over, and Edit and Delete. Schedule an event opens an empty form under the list.
 */
export const EventSchedule = ({
  events,
  onSave,
  onDelete,
  onOpen,
  initiallyOpen = "closed",
  errors,
  isPending,
  outcome,
}: EventScheduleProps) => {
  const t = useMessages(english)
  const e = useMessages(eventEnglish)
  const headingId = useId()
  const [open, setOpen] = useState<EventOpen>(initiallyOpen)
  const choose = (next: EventOpen) => {
    setOpen(next)
    onOpen?.(next)
  }
  const columns: ReadonlyArray<DataTableColumn<EventView>> = [
    { header: t("EventSchedule.event"), kind: "rowHeader", cell: (event) => event.title },
    { header: t("EventSchedule.starts"), cell: (event) => <ServerDate value={event.startsAt} /> },
    {
      header: t("EventSchedule.ends"),
      cell: (event) => (event.endsAt === null ? "—" : <ServerDate value={event.endsAt} />),
    },
    {
      header: t("EventSchedule.state"),
      cell: (event) => (event.over ? e("eventConsoleTexts.over") : e("eventConsoleTexts.scheduled")),
    },
    {
      header: t("EventSchedule.actions"),
      cell: (event) => (
        <span className={styles.rowActions}>
          <Button
            tone="secondary"
            onPress={() => choose(event.id)}
            aria-label={t("EventSchedule.editOf", { title: event.title })}
          >
            {e("eventConsoleTexts.edit")}
          </Button>
          <Button
            tone="quiet"
            onPress={() => onDelete(event)}
            isDisabled={isPending}
            aria-label={t("EventSchedule.deleteOf", { title: event.title })}
          >
            {e("eventConsoleTexts.remove")}
          </Button>
        </span>
      ),
    },
  ]
  const listed = events.status === "loaded" ? events.value : []
  const opened = typeof open === "number" ? listed.find((event) => event.id === open) : undefined
  const isFormOpen = open === "new" || opened !== undefined
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.heading}>
          {t("EventSchedule.heading")}
        </h2>
        <Button tone="primary" onPress={() => choose("new")} isDisabled={events.status !== "loaded"}>
          {e("eventConsoleTexts.schedule")}
        </Button>
      </div>
      <p className={styles.intro}>{e("eventConsoleTexts.intro")}</p>
      {!isFormOpen && <ConsoleOutcome outcome={outcome} />}
      <ConsoleListState
        list={events}
        isEmpty={(all) => all.length === 0}
        failed={e("eventConsoleTexts.failed")}
        empty={e("eventConsoleTexts.noneScheduled")}
      >
        {(all) => (
          <DataTable
            rows={all}
            columns={columns}
            rowKey={(event) => event.id}
            label={t("EventSchedule.heading")}
          />
        )}
      </ConsoleListState>
      {isFormOpen && (
        <EventForm
          key={open}
          event={opened}
          onSave={onSave}
          onCancel={() => choose("closed")}
          errors={errors}
          isPending={isPending}
          outcome={outcome}
        />
      )}
    </section>
  )
}
