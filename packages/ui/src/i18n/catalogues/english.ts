import { domainEnglish } from "@gatehouse/domain"
import type { MessageKey } from "./messageKeys.ts"

export type { MessageKey } from "./messageKeys.ts"

/**
 * Every player-facing component's English and the domain's sentences they show, as ICU messages: what
 * a server translates its own language from.
 */
export type EnglishCatalogue = Readonly<Record<MessageKey, string>>

/** A server's own language: any of the keys, in its words; a key left out is shown in English. */
export type OwnCatalogue = Partial<Readonly<Record<MessageKey, string>>>

// The files' own text: the staff console speaks English only, so its words are not offered.
const files = import.meta.glob<string>(["../../**/*.en.json", "!../../console/**"], {
  eager: true,
  query: "?raw",
  import: "default",
})

/**
 * The ui's English catalogue, key by key, in the words the portal's specification gives: the
 * components' files, and the domain's sentences read from its tables (`validationMessages.…`,
 * `routeCrumbs.…`), the keys its Filipino catalogues use.
 */
export const englishCatalogue: EnglishCatalogue = Object.assign(
  {},
  domainEnglish,
  ...Object.values(files).map((text) => JSON.parse(text) as Record<string, string>),
)
