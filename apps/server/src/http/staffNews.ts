import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NewsEditor } from "../content/NewsEditor.ts"
import { answerRefusals } from "./refusals.ts"

export const newsDeletedMessage = "The news item was deleted."

/** The console's news editor; every change is audited by the service, inside its own transaction. */
export const StaffNewsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffNews",
  Effect.fn(function* (handlers) {
    const editor = yield* NewsEditor
    return handlers
      .handle("listStaffNews", ({ query }) =>
        Effect.gen(function* () {
          const page = query.page ?? 1
          const { rows, pageCount } = yield* editor.list(page)
          return { data: rows, page, pageCount }
        }),
      )
      .handle("getStaffNews", ({ params }) => editor.open(params.id).pipe(answerRefusals))
      .handle("createStaffNews", ({ payload }) =>
        Effect.gen(function* () {
          return yield* editor.create(yield* CurrentStaff, payload)
        }).pipe(answerRefusals),
      )
      .handle("updateStaffNews", ({ params, payload }) =>
        Effect.gen(function* () {
          return yield* editor.update(yield* CurrentStaff, params.id, payload)
        }).pipe(answerRefusals),
      )
      .handle("publishStaffNews", ({ params, payload }) =>
        Effect.gen(function* () {
          return yield* editor.setPublished(yield* CurrentStaff, params.id, payload.published)
        }).pipe(answerRefusals),
      )
      .handle("saveStaffNewsTranslation", ({ params, payload }) =>
        Effect.gen(function* () {
          return yield* editor.translate(yield* CurrentStaff, params.id, payload)
        }).pipe(answerRefusals),
      )
      .handle("deleteStaffNewsTranslation", ({ params, payload }) =>
        Effect.gen(function* () {
          return yield* editor.untranslate(yield* CurrentStaff, params.id, payload.language)
        }).pipe(answerRefusals),
      )
      .handle("deleteStaffNews", ({ params }) =>
        Effect.gen(function* () {
          yield* editor.remove(yield* CurrentStaff, params.id)
          return { message: newsDeletedMessage }
        }).pipe(answerRefusals),
      )
  }),
)
