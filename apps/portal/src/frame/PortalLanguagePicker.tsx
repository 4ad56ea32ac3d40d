import { defaultLanguage, isLanguage, languageParameter, languages } from "@gatehouse/domain"
import { LanguagePicker } from "@gatehouse/ui"
import { useLocation, useSearch } from "wouter"
import { useLanguageChoice } from "../app/LanguageChoice.tsx"

/** This page's address in a language: English's is the page's own, another's names it (`?lang=fil`). */
const addressIn = (path: string, search: string, language: string) => {
  const params = new URLSearchParams(search)
  if (language === defaultLanguage) params.delete(languageParameter)
  else params.set(languageParameter, language)
  const query = params.toString()
  return query === "" ? path : `${path}?${query}`
}

/** The frame's language picker: the page speaks the chosen language in place, and the choice is remembered. */
export const PortalLanguagePicker = () => {
  const [path] = useLocation()
  const search = useSearch()
  const { language, choose } = useLanguageChoice()
  return (
    <LanguagePicker
      languages={languages}
      current={language}
      hrefOf={(tag) => addressIn(path, search, tag)}
      onChoose={(tag) => isLanguage(tag) && choose(tag)}
    />
  )
}
