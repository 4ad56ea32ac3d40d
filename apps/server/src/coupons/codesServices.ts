import { Layer } from "effect"
import { AuditLog } from "../staff/AuditLog.ts"
import { CodeBatches } from "./CodeBatches.ts"
import { ReferralCodes } from "./ReferralCodes.ts"

/** Everything behind the console's Codes page. Needs a SqlClient. */
export const codesServices = Layer.mergeAll(CodeBatches.layer, ReferralCodes.layer).pipe(
  Layer.provide(AuditLog.layer),
)
