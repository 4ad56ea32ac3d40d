import { Layer } from "effect"
import { AuditLog } from "../staff/AuditLog.ts"
import { Gateways } from "./Gateways.ts"
import { PaymentsDesk } from "./PaymentsDesk.ts"
import { TopUpPackages } from "./TopUpPackages.ts"

/** Everything behind the console's Payments page: packages, payments, reconciliation, revenue. */
export const paymentsConsoleServices = Layer.mergeAll(TopUpPackages.layer, PaymentsDesk.layer).pipe(
  Layer.provide([AuditLog.layer, Gateways.layer]),
)
