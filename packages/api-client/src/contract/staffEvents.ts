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
import { contractGroup } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/** The console's Events page (administrators): the events the home page counts down to. */
export class StaffEventsGroup extends contractGroup("staffEvents").add(
  HttpApiEndpoint.get("listStaffEvents", "/staff/events", { success: StaffEventsResponse }).middleware(
    AdministratorAccess,
  ),
  HttpApiEndpoint.post("createStaffEvent", "/staff/events/create", {
    payload: EventPayload,
    success: StaffEventResponse,
    error: ValidationFailed,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateStaffEvent", "/staff/events/update", {
    payload: UpdateEventPayload,
    success: StaffEventResponse,
    error: [ValidationFailed, NotFound],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("deleteStaffEvent", "/staff/events/delete", {
    payload: DeleteEventPayload,
    success: EventDeletedResponse,
    error: NotFound,
  }).middleware(AdministratorAccess),
) {}
