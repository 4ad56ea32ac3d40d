import { formatDateTime, relativeTime, seasonLabel } from "@gatehouse/domain"
import { useMemo } from "react"
import { useMessages } from "./Messages.tsx"
import english from "./useFormats.en.json"
import { type Numbers, useNumbers } from "./useNumbers.ts"

/** Dates, times and numbers written the way the page's language writes them. */
export interface Formats extends Numbers {
  /** "3 hours ago", "3 oras ang nakalipas"; "just now" and 'No date available' in the page's words. */
  readonly relativeTime: (date: string | null | undefined, now: number | Date) => string
  /** A server date in the game's time zone: "Nov 22, 2026, 9:09 AM", "Nob 22, 2026, 9:09 AM". */
  readonly dateTime: (date: string | null | undefined, timeZone: string) => string
  /** A ranking season's month: "2026-10" → "October 2026", "Oktubre 2026". */
  readonly season: (season: string) => string
}

/**
 * The domain's formatters bound to the page's language. `Intl` words the dates and writes the
 * numbers (the browser carries it, so a page carries no tables); the few words `Intl` has none for
 * come from the catalogue. The server renders a page in the same language, so both sides agree.
 */
export const useFormats = (): Formats => {
  const numbers = useNumbers()
  const { locale } = numbers
  const t = useMessages(english)
  const noDate = t("useFormats.noDate")
  const justNow = t("useFormats.justNow")
  return useMemo(
    () => ({
      ...numbers,
      relativeTime: (date, now) => relativeTime(date, now, locale, { noDate, justNow }),
      dateTime: (date, timeZone) => formatDateTime(date, timeZone, locale, noDate),
      season: (season) => seasonLabel(season, locale),
    }),
    [numbers, locale, noDate, justNow],
  )
}
