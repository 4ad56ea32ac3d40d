// `@gatehouse/ui/messages`: for a server that speaks a language of its own.
export { compileCatalogue } from "./compileCatalogue.ts"
export { type EnglishCatalogue, englishCatalogue, type MessageKey, type OwnCatalogue } from "./english.ts"
