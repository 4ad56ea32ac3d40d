import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Events } from "../events/Events.ts"
import { eventAnswers } from "../events/eventRules.ts"
import { answerRefusals } from "./refusals.ts"

/** The console's Events page (administrators): the events the home page counts down to. */
export const StaffEventsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffEvents",
  Effect.fn(function* (handlers) {
    const events = yield* Events
    return handlers
      .handle("listStaffEvents", () => Effect.map(events.list, (list) => ({ events: list })))
      .handle("createStaffEvent", ({ payload }) =>
        Effect.gen(function* () {
          const event = yield* events.create(yield* CurrentStaff, payload)
          return { message: eventAnswers.created(event.title), event }
        }).pipe(answerRefusals),
      )
      .handle("updateStaffEvent", ({ payload: { id, ...fields } }) =>
        Effect.gen(function* () {
          const event = yield* events.update(yield* CurrentStaff, id, fields)
          return { message: eventAnswers.saved(event.title), event }
        }).pipe(answerRefusals),
      )
      .handle("deleteStaffEvent", ({ payload }) =>
        Effect.gen(function* () {
          return { message: yield* events.remove(yield* CurrentStaff, payload.id) }
        }).pipe(answerRefusals),
      )
  }),
)
