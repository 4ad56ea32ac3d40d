import { codeBatchCsvType, codeBatchFileName } from "@gatehouse/api-client/console"
import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { CodeBatches, generatedMessage, voidedCodeMessage, voidedMessage } from "../coupons/CodeBatches.ts"
import { ReferralCodes, referralCreatedMessage, referralSwitchedMessage } from "../coupons/ReferralCodes.ts"
import { answerRefusals } from "./refusals.ts"

/** The Codes page of the console: batches, their CSV, voiding, and referral codes (administrators only). */
export const StaffCodesHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffCodes",
  Effect.fn(function* (handlers) {
    const batches = yield* CodeBatches
    const referrals = yield* ReferralCodes
    return handlers
      .handle("listCodeBatches", ({ query }) =>
        Effect.gen(function* () {
          const page = query.page ?? 1
          const { batches: data, pageCount } = yield* batches.list(page)
          return { data, page, pageCount }
        }),
      )
      .handle("generateCodes", ({ payload }) =>
        Effect.gen(function* () {
          const batch = yield* batches.generate(yield* CurrentStaff, payload)
          return { message: generatedMessage(batch.count, batch.name), batch }
        }).pipe(answerRefusals),
      )
      .handle("exportCodeBatch", ({ params }) =>
        Effect.gen(function* () {
          const csv = yield* batches.exportCsv(yield* CurrentStaff, params.id)
          return HttpServerResponse.text(csv, {
            contentType: `${codeBatchCsvType}; charset=utf-8`,
            headers: {
              "content-disposition": `attachment; filename="${codeBatchFileName(params.id)}"`,
              // Unused codes are as good as money: no cache along the way keeps a copy.
              "cache-control": "no-store",
            },
          })
        }).pipe(answerRefusals),
      )
      .handle("voidCodeBatch", ({ payload }) =>
        Effect.gen(function* () {
          const { batch, voided } = yield* batches.voidBatch(yield* CurrentStaff, payload.batchId)
          return { message: voidedMessage(voided), batch }
        }).pipe(answerRefusals),
      )
      .handle("voidCode", ({ payload }) =>
        Effect.gen(function* () {
          yield* batches.voidCode(yield* CurrentStaff, payload.code)
          return { message: voidedCodeMessage(payload.code.trim()) }
        }).pipe(answerRefusals),
      )
      .handle("listReferralCodes", () => Effect.map(referrals.list, (data) => ({ data })))
      .handle("createReferralCode", ({ payload }) =>
        Effect.gen(function* () {
          const referral = yield* referrals.create(yield* CurrentStaff, payload)
          return { message: referralCreatedMessage(referral.code), referral }
        }).pipe(answerRefusals),
      )
      .handle("setReferralCodeActive", ({ payload }) =>
        Effect.gen(function* () {
          const referral = yield* referrals.setActive(yield* CurrentStaff, payload.code, payload.active)
          return { message: referralSwitchedMessage(referral.code, referral.active), referral }
        }).pipe(answerRefusals),
      )
      .handle("getReferralReport", () => Effect.map(referrals.report, (data) => ({ data })))
  }),
)
