import {
  DeleteEventPayload,
  EventDeletedResponse,
  EventPayload,
  StaffEventResponse,
  StaffEventsResponse,
  UpdateEventPayload,
} from "../../schemas/staff/events.ts"
import { contractCalls } from "../contractCalls.ts"

/** The administrators' Events page: the events the home page counts down to. */
export const eventEndpoints = contractCalls({
  listStaffEvents: {
    method: "GET",
    path: "/staff/events",
    payload: "none",
    success: StaffEventsResponse,
    requiresAuth: true,
  },
  createStaffEvent: {
    method: "POST",
    path: "/staff/events/create",
    payload: "body",
    request: EventPayload,
    success: StaffEventResponse,
    requiresAuth: true,
  },
  updateStaffEvent: {
    method: "POST",
    path: "/staff/events/update",
    payload: "body",
    request: UpdateEventPayload,
    success: StaffEventResponse,
    requiresAuth: true,
  },
  deleteStaffEvent: {
    method: "POST",
    path: "/staff/events/delete",
    payload: "body",
    request: DeleteEventPayload,
    success: EventDeletedResponse,
    requiresAuth: true,
  },
})
