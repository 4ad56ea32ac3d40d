import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AuditLog } from "../staff/AuditLog.ts"
import { ConsoleCounts } from "../staff/ConsoleCounts.ts"
import { Uploads } from "../staff/Uploads.ts"
import { answerRefusals } from "./refusals.ts"

/**
 * What every console page shares: the overview's counts, the audit log and picture uploads (each
 * upload is audited).
 */
export const StaffHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staff",
  Effect.fn(function* (handlers) {
    const audit = yield* AuditLog
    const uploads = yield* Uploads
    const counts = yield* ConsoleCounts
    return handlers
      .handle("getConsoleCounts", () =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          return yield* counts.read(staff.role)
        }),
      )
      .handle("getAuditLog", ({ query }) =>
        Effect.gen(function* () {
          const page = query.page ?? 1
          const { rows, pageCount } = yield* audit.list({ ...query, page })
          return { data: rows, page, pageCount }
        }),
      )
      .handle("uploadPicture", ({ payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const stored = yield* uploads.store(staff, { fileName: payload.fileName, base64: payload.data })
          yield* audit.record({
            actor: staff,
            action: "upload.create",
            target: stored.id,
            after: { ...stored, fileName: payload.fileName },
          })
          return stored
        }).pipe(answerRefusals),
      )
  }),
)
