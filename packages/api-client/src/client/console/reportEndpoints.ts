import { Schema } from "effect"
import { StaffReport, StaffReportQuery } from "../../schemas/staff/reports.ts"
import { contractCalls } from "../contractCalls.ts"

/** The overview's charts: one report of the game's days in a range. */
export const reportEndpoints = contractCalls({
  getStaffReport: {
    method: "GET",
    path: "/staff/reports",
    payload: "query",
    request: Schema.Struct(StaffReportQuery),
    success: StaffReport,
    requiresAuth: true,
  },
})
