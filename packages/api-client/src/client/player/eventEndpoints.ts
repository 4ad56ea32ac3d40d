import { EventsResponse, ServerStatusResponse } from "../../schemas/events.ts"
import { contractCalls } from "../contractCalls.ts"

/** The home page's events and the game server's status. */
export const eventEndpoints = contractCalls({
  getEvents: {
    method: "GET",
    path: "/getevents",
    payload: "none",
    success: EventsResponse,
    requiresAuth: false,
  },
  getServerStatus: {
    method: "GET",
    path: "/getserverstatus",
    payload: "none",
    success: ServerStatusResponse,
    requiresAuth: false,
  },
})
