// The staff console's entry: its calls and their schemas, loaded only by the console (ADR 0025).
export { type ConsoleEndpoints, consoleEndpoints } from "./client/console/consoleEndpoints.ts"
export { AuditEntry, AuditQuery, AuditResponse } from "./schemas/staff/audit.ts"
export type {
  BannerPayload,
  DownloadPayload,
  MoveDirection,
  PolicyPayload,
  RequirementsPayload,
  SiteSettingsPayload,
  SocialLinkPayload,
  StaffBanner,
  StaffDownload,
  StaffPolicyPage,
  StaffSocialLink,
} from "./schemas/staff/content.ts"
export {
  maxUploadBytes,
  UploadPayload,
  UploadResponse,
  uploadTypes,
} from "./schemas/staff/uploads.ts"
