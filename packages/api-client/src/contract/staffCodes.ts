import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import {
  CodeBatchCsv,
  CodeBatchesQuery,
  CodeBatchesResponse,
  CodeBatchParams,
  CodeBatchResponse,
  CreateReferralPayload,
  codeBatchCsvType,
  GenerateCodesPayload,
  MessageAnswer,
  ReferralActivePayload,
  ReferralCodeResponse,
  ReferralCodesResponse,
  ReferralReportResponse,
  VoidBatchPayload,
  VoidCodePayload,
} from "../schemas/staff/codes.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/**
 * The console's Codes page (administrators only: codes are money): generating batches of codes,
 * exporting a batch as CSV, voiding unused codes, and the streamers' referral codes with their
 * monthly report.
 */
export class StaffCodesGroup extends contractGroup("staffCodes").add(
  HttpApiEndpoint.get("listCodeBatches", "/staff/codes/batches", {
    query: CodeBatchesQuery,
    success: CodeBatchesResponse,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("generateCodes", "/staff/codes/batches", {
    payload: GenerateCodesPayload,
    success: CodeBatchResponse,
    error: ValidationFailed,
  }).middleware(AdministratorAccess),
  // Answered as a file (Content-Disposition: attachment); every export is audited.
  HttpApiEndpoint.get("exportCodeBatch", "/staff/codes/batches/:id/csv", {
    params: CodeBatchParams,
    success: CodeBatchCsv.pipe(HttpApiSchema.asText({ contentType: codeBatchCsvType })),
    error: NotFound,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("voidCodeBatch", "/staff/codes/batches/void", {
    payload: VoidBatchPayload,
    success: CodeBatchResponse,
    error: [NotFound, Conflict],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("voidCode", "/staff/codes/void", {
    payload: VoidCodePayload,
    success: MessageAnswer,
    error: [NotFound, Conflict],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("listReferralCodes", "/staff/codes/referrals", {
    success: ReferralCodesResponse,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("createReferralCode", "/staff/codes/referrals", {
    payload: CreateReferralPayload,
    success: ReferralCodeResponse,
    error: Conflict,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("setReferralCodeActive", "/staff/codes/referrals/active", {
    payload: ReferralActivePayload,
    success: ReferralCodeResponse,
    error: [NotFound, Conflict],
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.get("getReferralReport", "/staff/codes/referrals/report", {
    success: ReferralReportResponse,
  }).middleware(AdministratorAccess),
) {}
