import { createContext, useContext } from "react"

/**
 * The page's language tag on its own (MessagesProvider sets it beside the messages), so what only
 * writes numbers and dates through `Intl` reads it without bringing the message runtime along.
 */
export const LanguageContext = createContext("en")

/** The chosen language's tag, for `Intl` formatting of dates and numbers. */
export const useLanguage = (): string => useContext(LanguageContext)
