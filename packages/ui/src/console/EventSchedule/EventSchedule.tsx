import { useId, useState } from "react"
import { Button } from "../../components/Button/Button.tsx"
import { DataTable, type DataTableColumn } from "../../components/DataTable/DataTable.tsx"
import { ServerDate } from "../../components/ServerDate/ServerDate.tsx"
import type { LoadState } from "../../screens/loadable.ts"
import { ConsoleListState } from "../ConsoleListState/ConsoleListState.tsx"
import { ConsoleOutcome, type ConsoleOutcomeNotice } from "../ConsoleOutcome/ConsoleOutcome.tsx"
import { EventForm } from "./EventForm.tsx"
import * as styles from "./EventSchedule.css.ts"
import { eventConsoleTexts } from "./eventConsoleTexts.ts"
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
  const headingId = useId()
  const [open, setOpen] = useState<EventOpen>(initiallyOpen)
  const choose = (next: EventOpen) => {
    setOpen(next)
    onOpen?.(next)
  }
  const columns: ReadonlyArray<DataTableColumn<EventView>> = [
    { header: "Event", kind: "rowHeader", cell: (event) => event.title },
    { header: "Starts", cell: (event) => <ServerDate value={event.startsAt} /> },
    { header: "Ends", cell: (event) => (event.endsAt === null ? "—" : <ServerDate value={event.endsAt} />) },
    { header: "State", cell: (event) => (event.over ? eventConsoleTexts.over : eventConsoleTexts.scheduled) },
    {
      header: "Actions",
      cell: (event) => (
        <span className={styles.rowActions}>
          <Button
            tone="secondary"
            onPress={() => choose(event.id)}
            aria-label={`${eventConsoleTexts.edit} ${event.title}`}
          >
            {eventConsoleTexts.edit}
          </Button>
          <Button
            tone="quiet"
            onPress={() => onDelete(event)}
            isDisabled={isPending}
            aria-label={`${eventConsoleTexts.remove} ${event.title}`}
          >
            {eventConsoleTexts.remove}
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
          Events
        </h2>
        <Button tone="primary" onPress={() => choose("new")} isDisabled={events.status !== "loaded"}>
          {eventConsoleTexts.schedule}
        </Button>
      </div>
      <p className={styles.intro}>{eventConsoleTexts.intro}</p>
      {!isFormOpen && <ConsoleOutcome outcome={outcome} />}
      <ConsoleListState
        list={events}
        isEmpty={(all) => all.length === 0}
        failed={eventConsoleTexts.failed}
        empty={eventConsoleTexts.noneScheduled}
      >
        {(all) => <DataTable rows={all} columns={columns} rowKey={(event) => event.id} label="Events" />}
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
