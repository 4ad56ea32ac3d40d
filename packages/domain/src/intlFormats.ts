import { defaultLanguage, localeOf } from "./languages.ts"

/** The locale dates and numbers are written in when no reader's language is given. */
export const englishLocale: string = localeOf(defaultLanguage)

/**
 * `Intl` formatters are costly to build and the clock asks every second: each is made once per
 * locale and time zone, and kept.
 */
export const keptFormats = <Format>(
  make: (locale: string, timeZone: string | undefined) => Format,
): ((locale: string, timeZone?: string) => Format) => {
  const made = new Map<string, Format>()
  return (locale, timeZone) => {
    const key = `${locale} ${timeZone ?? ""}`
    const known = made.get(key)
    if (known !== undefined) return known
    const format = make(locale, timeZone)
    made.set(key, format)
    return format
  }
}
