import { reportRangeProblems } from "@gatehouse/api-client/console"
import { GatehouseApi, InvalidRequest, invalidRequestMessage } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { StaffReports } from "../staff/StaffReports.ts"

/** The overview's charts: a range the rules refuse answers 400 with what is wrong, per field. */
export const StaffReportsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffReports",
  Effect.fn(function* (handlers) {
    const reports = yield* StaffReports
    return handlers.handle("getStaffReport", ({ query }) =>
      Effect.gen(function* () {
        const problems = reportRangeProblems(query)
        if (problems !== undefined) {
          const [first] = Object.values(problems).flat()
          return yield* new InvalidRequest({ message: first ?? invalidRequestMessage, errors: problems })
        }
        return yield* reports.read(query)
      }),
    )
  }),
)
