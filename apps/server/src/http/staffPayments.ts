import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PaymentsDesk } from "../payments/PaymentsDesk.ts"
import { packageAnswers, TopUpPackages } from "../payments/TopUpPackages.ts"
import { answerRefusals } from "./refusals.ts"

/** The Payments page of the console: packages, payments, reconciliation and revenue (administrators only). */
export const StaffPaymentsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffPayments",
  Effect.fn(function* (handlers) {
    const packages = yield* TopUpPackages
    const desk = yield* PaymentsDesk
    return handlers
      .handle("listTopUpPackages", () => Effect.map(packages.list, (data) => ({ data })))
      .handle("createTopUpPackage", ({ payload }) =>
        Effect.gen(function* () {
          const created = yield* packages.create(yield* CurrentStaff, payload)
          return { message: packageAnswers.created(created.name), package: created }
        }).pipe(answerRefusals),
      )
      .handle("updateTopUpPackage", ({ payload: { id, ...fields } }) =>
        Effect.gen(function* () {
          const saved = yield* packages.update(yield* CurrentStaff, id, fields)
          return { message: packageAnswers.saved(saved.name), package: saved }
        }).pipe(answerRefusals),
      )
      .handle("listStaffPayments", ({ query }) =>
        Effect.gen(function* () {
          const page = query.page ?? 1
          const { payments, pageCount } = yield* desk.list({ ...query, page })
          return { data: payments, page, pageCount }
        }).pipe(answerRefusals),
      )
      .handle("getStaffPayment", ({ params }) => desk.detail(params.id).pipe(answerRefusals))
      .handle("reconcilePayments", ({ query }) => desk.reconcile(query.days))
      .handle("getPaymentRevenue", () => Effect.map(desk.revenue, (days) => ({ days })))
  }),
)
