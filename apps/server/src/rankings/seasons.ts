import { type ManilaMonth, manilaMonth, manilaOffsetMs } from "@gatehouse/domain"

/** A season as the API names it: "2026-05". */
export type SeasonName = string

const pad2 = (n: number) => n.toString().padStart(2, "0")

export const seasonName = (month: ManilaMonth): SeasonName => `${month.year}-${pad2(month.month)}`

/**
 * The season a `YYYY-MM` name stands for (the contract has already checked the pattern). Its start
 * is Manila midnight on the 1st, which `manilaMonth` derives from the domain's own arithmetic.
 */
export const seasonNamed = (name: SeasonName): ManilaMonth => {
  const [year = 0, month = 1] = name.split("-").map(Number)
  return manilaMonth(Date.UTC(year, month - 1, 1) - manilaOffsetMs)
}

/** The season just before `month`. */
export const previousSeason = (month: ManilaMonth): ManilaMonth => manilaMonth(month.start.getTime() - 1)

/** The `date` the database keys a season by: its first day, "2026-05-01". */
export const seasonDate = (month: ManilaMonth): string => `${seasonName(month)}-01`
