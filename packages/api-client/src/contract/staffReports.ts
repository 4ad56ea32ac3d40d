import { HttpApiEndpoint } from "effect/http-api"
import { StaffReport, StaffReportQuery } from "../schemas/staff/reports.ts"
import { InvalidRequest } from "./errors.ts"
import { contractGroup, described } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

export class StaffReportsGroup extends contractGroup(
  "staffReports",
  "The console overview's charts (docs/staff-console.md): one report of what happened on each of the game's days in a range, summed from the live tables. Administrators only, as the pages it sums up (shop, payments, codes, players) are theirs.",
).add(
  HttpApiEndpoint.get("getStaffReport", "/staff/reports", {
    query: StaffReportQuery,
    success: StaffReport,
    error: InvalidRequest,
  })
    .annotateMerge(
      described(
        "Read the day-by-day report",
        "For each of the game's days in a range (the last `days`, today included, 30 when nothing is given; or `from` to `to`, both included, at most 366 days): shop sales per balance, gateway top-ups in pesos, codes redeemed, sign-ups and tickets written, every day present with zeros where nothing happened; and the items bought that the game has not delivered yet. Amounts are in hundredths (cents, centavos). A range that starts after it ends, is longer than 366 days, or mixes `days` with `from`/`to` is a 400 saying so.",
        {
          days: "How many of the game's days up to today, 1 to 366; 30 when no range is given. Not with `from`/`to`.",
          from: "The first day, `YYYY-MM-DD` in the game's time zone; given with `to`.",
          to: "The last day, `YYYY-MM-DD` in the game's time zone, on or after `from` and at most 366 days on.",
        },
        {
          answer: {
            from: "2026-11-28",
            to: "2026-11-28",
            days: [
              {
                day: "2026-11-28",
                salesCents: { rcoin: 120050, milleage: 36000 },
                purchases: 14,
                topUpCentavos: 150000,
                topUps: 3,
                redemptions: 2,
                redeemedCents: { rcoin: 20000, milleage: 0 },
                signUps: 5,
                ticketsOpened: 1,
              },
            ],
            waitingInGame: 3,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
) {}
