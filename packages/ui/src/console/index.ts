// The staff console's components (ADR 0025): a second entry point, so an app that uses only the
// player-facing library (`@gatehouse/ui`) never bundles them.
export {
  type AuditFilters,
  AuditLog,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogProps,
  noAuditFilters,
} from "./AuditLog/AuditLog.tsx"
export {
  batchValue,
  CodeBatches,
  type CodeBatchesPage,
  type CodeBatchesProps,
  type CodeBatchRow,
  unusedCodes,
} from "./CodeBatches/CodeBatches.tsx"
export {
  type CodeBatchField,
  type CodeBatchForm,
  CodeGenerator,
  type CodeGeneratorProps,
  emptyCodeBatchForm,
} from "./CodeGenerator/CodeGenerator.tsx"
export {
  ConsoleLayout,
  type ConsoleLayoutProps,
  type ConsoleNavEntry,
} from "./ConsoleLayout/ConsoleLayout.tsx"
export {
  ConsoleOverview,
  type ConsoleOverviewEntry,
  type ConsoleOverviewProps,
} from "./ConsoleOverview/ConsoleOverview.tsx"
export {
  type ReferralCodeForm,
  type ReferralCodeRow,
  ReferralCodes,
  type ReferralCodesProps,
} from "./ReferralCodes/ReferralCodes.tsx"
export {
  type ReferralMonthRow,
  ReferralReport,
  type ReferralReportProps,
} from "./ReferralReport/ReferralReport.tsx"
