import { eventLimits, PlainText } from "@gatehouse/domain"
import { Schema } from "effect"
import { GameEvent } from "../events.ts"

/** An event as administrators see it: also those already over, flagged. */
export const StaffEvent = Schema.Struct({ ...GameEvent.fields, over: Schema.Boolean })
export type StaffEvent = typeof StaffEvent.Type

const EventFields = {
  title: PlainText.check(Schema.isMinLength(1), Schema.isMaxLength(eventLimits.title)),
  /** Manila date and time, `2026-12-24T20:00`. */
  startsAt: PlainText.check(Schema.isMaxLength(20)),
  /** Manila date and time, or empty for an event with no end. */
  endsAt: PlainText.check(Schema.isMaxLength(20)),
  /** An outside address or a path of the portal, or empty. */
  link: PlainText.check(Schema.isMaxLength(eventLimits.link)),
}

export const EventPayload = Schema.Struct(EventFields)
export type EventPayload = typeof EventPayload.Type

export const UpdateEventPayload = Schema.Struct({ id: Schema.Int, ...EventFields })
export type UpdateEventPayload = typeof UpdateEventPayload.Type

export const DeleteEventPayload = Schema.Struct({ id: Schema.Int })
export type DeleteEventPayload = typeof DeleteEventPayload.Type

/** GET /staff/events: the events still to come, then the last ones over. */
export const StaffEventsResponse = Schema.Struct({ events: Schema.Array(StaffEvent) })
export type StaffEventsResponse = typeof StaffEventsResponse.Type

export const StaffEventResponse = Schema.Struct({ message: Schema.String, event: StaffEvent })
export type StaffEventResponse = typeof StaffEventResponse.Type

export const EventDeletedResponse = Schema.Struct({ message: Schema.String })
export type EventDeletedResponse = typeof EventDeletedResponse.Type
