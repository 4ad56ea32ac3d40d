import { HttpApiEndpoint } from "effect/http-api"
import {
  DeleteEventPayload,
  EventDeletedResponse,
  EventPayload,
  StaffEventResponse,
  StaffEventsResponse,
  UpdateEventPayload,
} from "../schemas/staff/events.ts"
import { NotFound, ValidationFailed } from "./errors.ts"
import { castleSiege } from "./examples/events.ts"
import { contractGroup, described } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/** The example event on the console's list: still to come. */
const castleSiegeToCome = { ...castleSiege, over: false }

/** The example event as staff write it: times in the game's time zone (Manila, UTC+8). */
const castleSiegeForm = {
  title: castleSiege.title,
  startsAt: "2026-05-30 20:00",
  endsAt: "2026-05-30 22:00",
  link: castleSiege.link,
}

export class StaffEventsGroup extends contractGroup(
  "staffEvents",
  "The console's Events page (administrators): the events the home page counts down to.",
).add(
  HttpApiEndpoint.get("listStaffEvents", "/staff/events", { success: StaffEventsResponse })
    .annotateMerge(
      described(
        "List the events",
        "The events to come, soonest first, then the newest 20 over.",
        {},
        {
          answer: {
            events: [castleSiegeToCome],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("createStaffEvent", "/staff/events/create", {
    payload: EventPayload,
    success: StaffEventResponse,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "Create an event",
        "An event with a title of 1 to 80 characters, start and end times in the game's time zone (the end empty for none, and after the start; not already over) and a link; input the rules refuse is a 422 with `errors` per field.",
        {},
        {
          request: castleSiegeForm,
          answer: {
            message: "The event was created.",
            event: castleSiegeToCome,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateStaffEvent", "/staff/events/update", {
    payload: UpdateEventPayload,
    success: StaffEventResponse,
    error: [ValidationFailed, NotFound],
  })
    .annotateMerge(
      described(
        "Change an event",
        "Replaces the event's fields; 404 for no such event, 422 as when creating one.",
        {},
        {
          request: { id: castleSiege.id, ...castleSiegeForm },
          answer: {
            message: "The event was saved.",
            event: castleSiegeToCome,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("deleteStaffEvent", "/staff/events/delete", {
    payload: DeleteEventPayload,
    success: EventDeletedResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Delete an event",
        "Takes the event off the home page for good; 404 for no such event.",
        {},
        { request: { id: castleSiege.id }, answer: { message: "The event was deleted." } },
      ),
    )
    .middleware(AdministratorAccess),
) {}
