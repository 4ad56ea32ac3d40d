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
import { contractGroup, described, pageParameter } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/** The example batch of codes. */
const launchGiveaway = {
  id: 14,
  name: "Launch giveaway",
  note: "Facebook page, May",
  createdAt: "2026-05-01T02:00:00.000Z",
  createdBy: "GMAria",
  count: 100,
  redeemed: 37,
  voided: 0,
  rcoin: "500",
  milleage: "0",
  expiresOn: "2026-06-30",
}

/** The example referral code. */
const streamerJo = {
  code: "STREAMER_JO",
  streamer: "Jo Plays",
  active: true,
  createdAt: "2026-04-10T05:00:00.000Z",
  redemptions: 58,
}

export class StaffCodesGroup extends contractGroup(
  "staffCodes",
  "The console's Codes page (administrators only: codes are money): generating batches of codes, exporting a batch as CSV, voiding unused codes, and the streamers' referral codes with their monthly report.",
).add(
  HttpApiEndpoint.get("listCodeBatches", "/staff/codes/batches", {
    query: CodeBatchesQuery,
    success: CodeBatchesResponse,
  })
    .annotateMerge(
      described(
        "List the code batches",
        "Every batch of codes, newest first, 20 a page, with how many were redeemed and voided; amounts as exact text.",
        { ...pageParameter },
        {
          answer: {
            data: [launchGiveaway],
            page: 1,
            pageCount: 1,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("generateCodes", "/staff/codes/batches", {
    payload: GenerateCodesPayload,
    success: CodeBatchResponse,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "Generate a batch of codes",
        "Makes 1 to 1000 codes (`XXXX-XXXX-XXXX`, from an alphabet without 0, O, 1, I and L, unique across all codes) worth the given R-Coin and Milleage, optionally expiring after a day of the game's time zone. A batch worth nothing is a 422.",
        {},
        {
          request: {
            name: launchGiveaway.name,
            note: launchGiveaway.note,
            count: launchGiveaway.count,
            rcoin: launchGiveaway.rcoin,
            milleage: launchGiveaway.milleage,
            expiresOn: launchGiveaway.expiresOn,
          },
          answer: {
            message: "100 codes were generated.",
            batch: launchGiveaway,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("exportCodeBatch", "/staff/codes/batches/:id/csv", {
    params: CodeBatchParams,
    success: CodeBatchCsv.pipe(HttpApiSchema.asText({ contentType: codeBatchCsvType })),
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Export a batch as CSV",
        "The batch's codes as a `text/csv` attachment (`code,value,currency,expiry,state`), never cached; every export is audited. 404 for no such batch.",
        { id: "The batch's id." },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("voidCodeBatch", "/staff/codes/batches/void", {
    payload: VoidBatchPayload,
    success: CodeBatchResponse,
    error: [NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Void a batch",
        "Voids every code of the batch neither redeemed nor voided yet; 409 when nothing is left to void, 404 for no such batch.",
        {},
        {
          request: { batchId: 14 },
          answer: {
            message: "63 unused codes were voided.",
            batch: { ...launchGiveaway, voided: 63 },
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("voidCode", "/staff/codes/void", {
    payload: VoidCodePayload,
    success: MessageAnswer,
    error: [NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Void a code",
        "Voids one code, exactly as printed; 409 when it was redeemed or is already void, 404 for no such code.",
        {},
        { request: { code: "GATE-7Q2M-K9XD" }, answer: { message: "The code was voided." } },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("listReferralCodes", "/staff/codes/referrals", {
    success: ReferralCodesResponse,
  })
    .annotateMerge(
      described(
        "List the referral codes",
        "The streamers' referral codes, active first, with how many redemptions carried each.",
        {},
        {
          answer: {
            data: [streamerJo],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("createReferralCode", "/staff/codes/referrals", {
    payload: CreateReferralPayload,
    success: ReferralCodeResponse,
    error: Conflict,
  })
    .annotateMerge(
      described(
        "Create a referral code",
        "A streamer's new referral code (2 to 32 of `A-Z 0-9 - _`); 409 when it exists already.",
        {},
        {
          request: { code: streamerJo.code, streamer: streamerJo.streamer },
          answer: {
            message: "The referral code was created.",
            referral: streamerJo,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("setReferralCodeActive", "/staff/codes/referrals/active", {
    payload: ReferralActivePayload,
    success: ReferralCodeResponse,
    error: [NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Switch a referral code on or off",
        "An inactive code no longer counts; 409 when it is already so, 404 for no such code.",
        {},
        {
          request: { code: streamerJo.code, active: false },
          answer: {
            message: "The referral code was switched off.",
            referral: { ...streamerJo, active: false },
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("getReferralReport", "/staff/codes/referrals/report", {
    success: ReferralReportResponse,
  })
    .annotateMerge(
      described(
        "Read the referral report",
        "Redemptions that carried a referral code, per streamer and month of the game's time zone, newest month first.",
        {},
        {
          answer: {
            data: [
              {
                month: "2026-05",
                code: streamerJo.code,
                streamer: streamerJo.streamer,
                redemptions: 21,
                rcoin: "10500",
                milleage: "0",
              },
            ],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
) {}
