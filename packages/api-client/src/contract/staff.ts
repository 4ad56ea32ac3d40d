import { HttpApiEndpoint } from "effect/http-api"
import { AuditQuery, AuditResponse } from "../schemas/staff/audit.ts"
import { ConsoleCounts } from "../schemas/staff/overview.ts"
import { UploadPayload, UploadResponse } from "../schemas/staff/uploads.ts"
import { ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { EditorAccess } from "./staffAccess.ts"

/**
 * What every console page shares (ADR 0025): the overview's counts of what waits for staff, the
 * audit log any staff member reads and filters, and picture uploads (news thumbnails, banners, shop items), stored in the database so every instance
 * serves them.
 */
export class StaffGroup extends contractGroup("staff").add(
  HttpApiEndpoint.get("getConsoleCounts", "/staff/overview", {
    success: ConsoleCounts,
  }).middleware(EditorAccess),
  HttpApiEndpoint.get("getAuditLog", "/staff/audit", {
    query: AuditQuery,
    success: AuditResponse,
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("uploadPicture", "/staff/uploads", {
    payload: UploadPayload,
    success: UploadResponse,
    error: ValidationFailed,
  }).middleware(EditorAccess),
) {}
