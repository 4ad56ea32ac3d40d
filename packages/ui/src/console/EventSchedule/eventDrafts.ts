import { defaultTimeZone, type ScheduledEvent, zonedTimeOf } from "@gatehouse/domain"

/** An event as the console lists it: also those already over. */
export interface EventView extends ScheduledEvent {
  readonly over: boolean
}

/** The form's fields as typed: Manila date-times as the date-time fields write them. */
export interface EventDraft {
  /** The event edited; none for a new one. */
  readonly id?: number | undefined
  readonly title: string
  readonly startsAt: string
  readonly endsAt: string
  readonly link: string
}

export type EventField = "title" | "startsAt" | "endsAt" | "link"

/** What is wrong with each field, in the words the server or the form's own check gave. */
export type EventErrors = Partial<Readonly<Record<EventField, string>>>

/** Which form is open: none, a new event, or the event of that id. */
export type EventOpen = "closed" | "new" | number

export const emptyEventDraft: EventDraft = { title: "", startsAt: "", endsAt: "", link: "" }

/**
 * The form filled with an event as the server holds it, its times on the clock of `timeZone` (the
 * server's, in which it reads what is typed back; Manila unless told).
 */
export const eventDraftOf = (event: EventView, timeZone: string = defaultTimeZone): EventDraft => ({
  id: event.id,
  title: event.title,
  startsAt: zonedTimeOf(Date.parse(event.startsAt), timeZone),
  endsAt: event.endsAt === null ? "" : zonedTimeOf(Date.parse(event.endsAt), timeZone),
  link: event.link ?? "",
})
