import { Schema } from "effect"
import { MailOutboxResponse } from "../../schemas/accounts.ts"
import { AuditQuery, AuditResponse } from "../../schemas/staff/audit.ts"
import { ConsoleCounts } from "../../schemas/staff/overview.ts"
import { UploadPayload, UploadResponse } from "../../schemas/staff/uploads.ts"
import { contractCalls } from "../contractCalls.ts"

/**
 * The calls every console page shares (the overview's counts, the audit log and picture uploads) and
 * the Mail Outbox page's.
 */
export const staffEndpoints = contractCalls({
  getConsoleCounts: {
    method: "GET",
    path: "/staff/overview",
    payload: "none",
    success: ConsoleCounts,
    requiresAuth: true,
  },
  getAuditLog: {
    method: "GET",
    path: "/staff/audit",
    payload: "query",
    request: Schema.Struct(AuditQuery),
    success: AuditResponse,
    requiresAuth: true,
  },
  uploadPicture: {
    method: "POST",
    path: "/staff/uploads",
    payload: "body",
    request: UploadPayload,
    success: UploadResponse,
    requiresAuth: true,
  },
  getMailOutbox: {
    method: "GET",
    path: "/staff/mail-outbox",
    payload: "none",
    success: MailOutboxResponse,
    requiresAuth: true,
  },
})
