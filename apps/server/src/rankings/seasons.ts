import { type ManilaMonth, manilaMonth, seasonName } from "@gatehouse/domain"

/** The season just before `month`. */
export const previousSeason = (month: ManilaMonth): ManilaMonth => manilaMonth(month.start.getTime() - 1)

/** The `date` the database keys a season by: its first day, "2026-05-01". */
export const seasonDate = (month: ManilaMonth): string => `${seasonName(month)}-01`
