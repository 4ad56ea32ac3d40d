/**
 * The languages the portal ships, by BCP 47 tag, each named as its own speakers write it (the picker
 * shows these names). English is the specification's own words, and every other language falls back
 * to it key by key.
 */
export const languages = [
  { tag: "en", name: "English" },
  { tag: "fil", name: "Filipino" },
] as const

export type Language = (typeof languages)[number]["tag"]

export const defaultLanguage: Language = "en"

export const isLanguage = (tag: string): tag is Language => languages.some((language) => language.tag === tag)

/** The `Intl` locale each shipped language writes its dates and numbers in: Filipino as the Philippines writes it. */
const locales: Readonly<Record<Language, string>> = { en: "en-US", fil: "fil-PH" }

/** The BCP 47 locale for `Intl` of a language's tag: a shipped one's region added, any other tag as it is. */
export const localeOf = (language: string): string => (isLanguage(language) ? locales[language] : language)

/** The cookie that remembers a visitor's choice, so the server renders their next page in it. */
export const languageCookie = "lang"

/** The query parameter that names a page's language in its address (`/news?lang=fil`), for links and crawlers. */
export const languageParameter = "lang"

/** Tags a browser may send for a shipped language: Tagalog's own tag is Filipino's written standard. */
const aliases: Readonly<Record<string, Language>> = { tl: "fil" }

/** The shipped language a tag names (`fil-PH` → fil, `tl` → fil, `en-US` → en), if any. */
export const languageOf = (tag: string): Language | undefined => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ""
  return isLanguage(primary) ? primary : aliases[primary]
}

/** The first shipped language of a visitor's preferences, most wanted first; English when none is shipped. */
export const preferredLanguage = (wanted: ReadonlyArray<string>): Language => {
  for (const tag of wanted) {
    const language = languageOf(tag)
    if (language !== undefined) return language
  }
  return defaultLanguage
}

/** An `Accept-Language` header's tags, most wanted first (`fil-PH,fil;q=0.9,en;q=0.8` → fil-PH, fil, en). */
export const acceptedLanguages = (header: string | undefined): ReadonlyArray<string> =>
  (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.split(";")
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="))
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality.slice(2)) || 0, index }
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag)
