// The staff console's entry: its calls and their schemas, loaded only by the console (ADR 0025).
export { type ConsoleEndpoints, consoleEndpoints } from "./client/console/consoleEndpoints.ts"
export { AuditEntry, AuditQuery, AuditResponse } from "./schemas/staff/audit.ts"
export {
  NewsDraftPayload,
  NewsPublishPayload,
  StaffNewsArticle,
  StaffNewsEntry,
  StaffNewsListResponse,
} from "./schemas/staff/news.ts"
export {
  maxUploadBytes,
  UploadPayload,
  UploadResponse,
  uploadTypes,
} from "./schemas/staff/uploads.ts"
