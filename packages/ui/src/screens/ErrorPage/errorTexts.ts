import { routeCrumbs } from "@gatehouse/domain"
import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./errorTexts.en.json"

const english = englishOf(catalogue)

/**
 * Spec §2 "Routes", §8 "Unknown route page": the error page's words, exactly, in English, read from its
 * catalogue `errorTexts.en.json`, its title from the route table (the unknown route's name); the page
 * reads the chosen language's through `useMessages`.
 */
export const errorPageTexts = {
  title: routeCrumbs.notfound,
  heading: english("errorTexts.heading"),
  message: english("errorTexts.message"),
} as const
