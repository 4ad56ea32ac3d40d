import { seasonName, type ZonedMonth, zonedMonthOf } from "@gatehouse/domain"

/** The season just before `month`. */
export const previousSeason = (month: ZonedMonth, timeZone: string): ZonedMonth =>
  zonedMonthOf(month.year, month.month - 1, timeZone)

/** The `date` the database keys a season by: its first day, "2026-05-01". */
export const seasonDate = (month: ZonedMonth): string => `${seasonName(month)}-01`
