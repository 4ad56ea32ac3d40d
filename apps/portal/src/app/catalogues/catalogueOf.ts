import type { Language } from "@gatehouse/domain"
import type { Catalogue } from "@gatehouse/ui"

/** English is every component's own words: it needs no catalogue. */
const english: Catalogue = {}

/** Each other language's catalogue, a chunk of its own: an English page never downloads one. */
const loaders: Readonly<Record<Exclude<Language, "en">, () => Promise<Catalogue>>> = {
  fil: () => import("./filipino.ts").then((module) => module.filipinoCatalogue),
}

/** The catalogue a language is spoken from. */
export const catalogueOf = (language: Language): Promise<Catalogue> =>
  language === "en" ? Promise.resolve(english) : loaders[language]()
