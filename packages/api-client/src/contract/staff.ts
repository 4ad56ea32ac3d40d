import { HttpApiEndpoint } from "effect/http-api"
import { AuditQuery, AuditResponse } from "../schemas/staff/audit.ts"
import { ConsoleCounts } from "../schemas/staff/overview.ts"
import { UploadPayload, UploadResponse } from "../schemas/staff/uploads.ts"
import { ValidationFailed } from "./errors.ts"
import { contractGroup, described, pageParameter } from "./group.ts"
import { EditorAccess } from "./staffAccess.ts"

export class StaffGroup extends contractGroup(
  "staff",
  "What every console page shares (ADR 0025): the overview's counts of what waits for staff, the audit log any staff member reads and filters, and picture uploads (news thumbnails, banners, shop items), stored in the database so every instance serves them.",
).add(
  HttpApiEndpoint.get("getConsoleCounts", "/staff/overview", {
    success: ConsoleCounts,
  })
    .annotateMerge(
      described(
        "Read the console overview's counts",
        "Open tickets, pending whitelist requests, unfinished changes in the game, and top-ups held or failed in the last 7 days; the last three are `null` for a content editor.",
        {},
        { answer: { openTickets: 4, pendingWhitelist: 2, waitingInGame: 0, paymentsToCheck: 1 } },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.get("getAuditLog", "/staff/audit", {
    query: AuditQuery,
    success: AuditResponse,
  })
    .annotateMerge(
      described(
        "Page through the audit log",
        "Every staff action, newest first, 25 a page, filtered by staff user ID (exact), action and target (a part of either).",
        {
          staff: "Only this staff member's actions: their user ID, exactly (at most 60 characters).",
          action: "Only actions whose name contains this text (at most 60 characters).",
          target: "Only actions whose target contains this text (at most 60 characters).",
          ...pageParameter,
        },
        {
          answer: {
            data: [
              {
                id: 901,
                at: "2026-05-22T04:00:00.000Z",
                staffUserNum: 7,
                staffUserId: "GMAria",
                action: "news.publish",
                target: "news 41",
                before: { published: false },
                after: { published: true },
              },
            ],
            page: 1,
            pageCount: 12,
          },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("uploadPicture", "/staff/uploads", {
    payload: UploadPayload,
    success: UploadResponse,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "Upload a picture",
        "Stores a PNG, JPEG, GIF or WebP picture (base64, up to 2 MB; this call's body may be 3 MB) in the database so every instance serves it at `url`. Another kind, a larger picture or an empty file is a 422.",
        {},
        {
          request: {
            fileName: "banner.png",
            data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
          },
          answer: { id: "b7e9c1d2", url: "/media/uploads/b7e9c1d2", contentType: "image/png", size: 70 },
        },
      ),
    )
    .middleware(EditorAccess),
) {}
