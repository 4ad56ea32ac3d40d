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
import { contractGroup, described } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

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
            events: [
              {
                id: 6,
                title: "Castle siege",
                startsAt: "2026-05-30T12:00:00.000Z",
                endsAt: "2026-05-30T14:00:00.000Z",
                link: "/news?topic=44",
                over: false,
              },
            ],
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
          request: {
            title: "Castle siege",
            startsAt: "2026-05-30 20:00",
            endsAt: "2026-05-30 22:00",
            link: "/news?topic=44",
          },
          answer: {
            message: "The event was created.",
            event: {
              id: 6,
              title: "Castle siege",
              startsAt: "2026-05-30T12:00:00.000Z",
              endsAt: "2026-05-30T14:00:00.000Z",
              link: "/news?topic=44",
              over: false,
            },
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
          request: {
            id: 6,
            title: "Castle siege",
            startsAt: "2026-05-30 20:00",
            endsAt: "2026-05-30 22:00",
            link: "/news?topic=44",
          },
          answer: {
            message: "The event was saved.",
            event: {
              id: 6,
              title: "Castle siege",
              startsAt: "2026-05-30T12:00:00.000Z",
              endsAt: "2026-05-30T14:00:00.000Z",
              link: "/news?topic=44",
              over: false,
            },
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
        { request: { id: 6 }, answer: { message: "The event was deleted." } },
      ),
    )
    .middleware(AdministratorAccess),
) {}
